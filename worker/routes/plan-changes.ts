import { Hono } from "hono";
import { noStore } from "../middleware/no-store";
import { requestLang } from "../middleware/request-lang";
import { requireAgent, requireUser } from "../middleware/require-user";
import { validate } from "../middleware/validate";
import { cancelScheduledChange, previewPlanChange, scheduleDowngrade, scheduledChangeOf } from "../services/plan-changes/plan-changes";
import type { AppEnv } from "../types";
import { planChoiceSchema } from "../../domain/billing/checkout";

// The signed-in agent's own plan changes (domain/billing/plan-change.ts):
// GET  /preview?planId=  what choosing that plan does (credit, amount today, passes, date), or the refusal;
// GET  /scheduled        the downgrade waiting for the period's end, or null;
// POST /scheduled {planId} schedules a downgrade; DELETE /scheduled cancels it.
export const planChangesRoutes = new Hono<AppEnv>()
  .use(requireUser, requireAgent)
  .get("/preview", noStore, validate("query", planChoiceSchema), async (c) =>
    c.json({ data: await previewPlanChange(c.var.db, c.var.user.id, c.req.valid("query").planId, new Date(), requestLang(c)) }),
  )
  .get("/scheduled", noStore, async (c) => c.json({ data: await scheduledChangeOf(c.var.db, c.var.user.id) }))
  .post("/scheduled", validate("json", planChoiceSchema), async (c) =>
    c.json({ data: await scheduleDowngrade(c.var.db, c.var.config, c.var.user.id, c.req.valid("json").planId) }),
  )
  .delete("/scheduled", async (c) => {
    await cancelScheduledChange(c.var.db, c.var.config, c.var.user.id);
    return c.json({ data: await scheduledChangeOf(c.var.db, c.var.user.id) });
  });
