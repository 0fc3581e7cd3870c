import { Hono } from "hono";
import { callRequestSchema } from "../../domain/call-requests/schemas";
import { rateLimit } from "../middleware/rate-limit";
import { callOutbox } from "../outbox/call-outbox";
import { createCallRequest, deliverNewCallRequest } from "../services/call-requests";
import { isDatabaseUnavailable } from "../services/database-errors";
import { notifyLead } from "../services/leads";
import type { AppEnv } from "../types";
import { describeErrorForLog } from "../logging/log-redaction";
import { route } from "../route-declaration/route";

// POST /api/call-requests: stored first, then handed to the automation webhook after the
// answer; the cron trigger retries what the webhook did not take (worker/scheduled.ts).
// A request is never lost: when the database cannot be reached it is kept by the outbox
// (worker/outbox/call-outbox.ts), which writes it under the same id once the database is
// back. Meanwhile only the per-address limit applies (the per-phone one needs the
// database).
export const callRequestsRoutes = new Hono<AppEnv>().post(
  "/",
  rateLimit("call-request", "CALL_RATE_LIMITER"),
  route({ summary: "A call request (stored, then handed to the webhook).", access: "public", input: { json: callRequestSchema } }),
  async (c) => {
    const input = c.req.valid("json");
    const id = crypto.randomUUID();
    const now = new Date();
    try {
      const { lead, ...row } = await createCallRequest(c.var.db, input, { id, now });
      c.executionCtx.waitUntil(deliverNewCallRequest(c.var.db, c.var.config, row));
      // About a listing: its advertiser hears about it by e-mail too.
      if (lead) c.executionCtx.waitUntil(notifyLead(c.var.db, c.var.config, c.var.origin, lead));
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      console.warn("call_request_outboxed", { id, error: describeErrorForLog(error) });
      await callOutbox(c.env).accept({ id, input, createdAt: now.getTime(), origin: c.var.origin });
    }
    return c.json({ data: { id } }, 201);
  },
);
