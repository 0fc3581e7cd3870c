import { Hono } from "hono";
import { sql } from "drizzle-orm";
import { COMMON_MESSAGES, UNAVAILABLE_RETRY_AFTER_S } from "../../domain/errors/common-messages";
import { errorBody } from "../middleware/errors";
import { describeErrorForLog } from "../middleware/log-redaction";
import type { AppEnv } from "../types";

type Check = "ok" | "unavailable";

// Liveness plus a round trip to each dependency a request needs: 200 when all answer, 503
// naming the one that did not (for the uptime monitor and the operator, not for users).
export const healthRoutes = new Hono<AppEnv>().get("/", async (c) => {
  c.header("Cache-Control", "no-store");
  const database: Check = await c.var.db.run(sql`SELECT 1`).then(
    () => "ok",
    (error) => {
      console.error("health_database_unavailable", { error: describeErrorForLog(error) });
      return "unavailable";
    },
  );
  const checks = { database };
  if (database === "ok") return c.json({ data: { ok: true, checks } });
  c.header("Retry-After", String(UNAVAILABLE_RETRY_AFTER_S));
  return c.json({ ...errorBody("service_unavailable", COMMON_MESSAGES.unavailable), checks }, 503);
});
