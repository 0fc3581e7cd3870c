import { Hono } from "hono";
import { noStore } from "../middleware/no-store";
import { requestLang } from "../middleware/request-lang";
import { cancelScheduledChange, previewPlanChange, scheduleDowngrade, scheduledChangeOf } from "../services/plan-changes/plan-changes";
import type { AppEnv } from "../types";
import { planChoiceSchema } from "../../domain/billing/checkout";
import { route } from "../route-declaration/route";

// The signed-in agent's own plan changes (domain/billing/plan-change.ts):
// GET  /preview?planId=  what choosing that plan does (credit, amount today, passes, date), or the refusal;
// GET  /scheduled        the downgrade waiting for the period's end, or null;
// POST /scheduled {planId} schedules a downgrade; DELETE /scheduled cancels it.
export const planChangesRoutes = new Hono<AppEnv>()
  .get(
    "/preview",
    noStore,
    route({ summary: "What changing to a plan would cost and give.", access: "agent", input: { query: planChoiceSchema } }),
    async (c) => c.json({ data: await previewPlanChange(c.var.db, c.var.user.id, c.req.valid("query").planId, new Date(), requestLang(c)) }),
  )
  .get("/scheduled", noStore, route({ summary: "The scheduled plan change, if any.", access: "agent" }), async (c) =>
    c.json({ data: await scheduledChangeOf(c.var.db, c.var.user.id) }),
  )
  .post(
    "/scheduled",
    route({ summary: "Schedules a downgrade for the period's end.", access: "agent", input: { json: planChoiceSchema } }),
    async (c) => c.json({ data: await scheduleDowngrade(c.var.db, c.var.config, c.var.user.id, c.req.valid("json").planId) }),
  )
  .delete("/scheduled", route({ summary: "Cancels the scheduled change.", access: "agent", owner: "agent" }), async (c) => {
    await cancelScheduledChange(c.var.db, c.var.config, c.var.user.id);
    return c.json({ data: await scheduledChangeOf(c.var.db, c.var.user.id) });
  });
