import { Hono } from "hono";
import { callRequestSchema } from "../../domain/call-requests/schemas";
import { rateLimit } from "../middleware/rate-limit";
import { validate } from "../middleware/validate";
import { createCallRequest, deliverAndRecord } from "../services/call-requests";
import { notifyLead } from "../services/leads";
import type { AppEnv } from "../types";

// POST /api/call-requests: stored first, then handed to the automation webhook after the
// answer. If the webhook fails, the cron trigger retries it (worker/scheduled.ts).
export const callRequestsRoutes = new Hono<AppEnv>().post(
  "/",
  rateLimit("call-request", "CALL_RATE_LIMITER"),
  validate("json", callRequestSchema),
  async (c) => {
    const { lead, ...row } = await createCallRequest(c.var.db, c.req.valid("json"));
    c.executionCtx.waitUntil(deliverAndRecord(c.var.db, c.var.config, row));
    // About a listing: its advertiser hears about it by e-mail too.
    if (lead) c.executionCtx.waitUntil(notifyLead(c.var.db, c.var.config, c.var.origin, lead));
    return c.json({ data: { id: row.id } }, 201);
  },
);
