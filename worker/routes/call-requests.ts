import { Hono } from "hono";
import { callRequestSchema } from "../../domain/call-requests/schemas";
import { rateLimit } from "../middleware/rate-limit";
import { validate } from "../middleware/validate";
import { createCallRequest, deliverAndRecord } from "../services/call-requests";
import type { AppEnv } from "../types";

// POST /api/call-requests: stored first, then handed to the automation webhook after the
// answer. If the webhook fails, the cron trigger retries it (worker/scheduled.ts).
export const callRequestsRoutes = new Hono<AppEnv>().post(
  "/",
  rateLimit("call-request", "CALL_RATE_LIMITER"),
  validate("json", callRequestSchema),
  async (c) => {
    const row = await createCallRequest(c.var.db, c.req.valid("json"));
    c.executionCtx.waitUntil(deliverAndRecord(c.var.db, c.var.config, row));
    return c.json({ data: { id: row.id } }, 201);
  },
);
