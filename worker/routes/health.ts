import { Hono } from "hono";
import { COMMON_MESSAGES, UNAVAILABLE_RETRY_AFTER_S } from "../../domain/errors/common-messages";
import { refusalBody } from "../middleware/errors";
import { requestLang } from "../middleware/request-lang";
import { noStore } from "../middleware/no-store";
import { databaseCheck } from "../services/health";
import type { AppEnv } from "../types";
import { route } from "../route-declaration/route";

// Liveness plus a round trip to each dependency a request needs: 200 when all answer, 503
// naming the one that did not (for the uptime monitor and the operator, not for users).
export const healthRoutes = new Hono<AppEnv>().get(
  "/",
  noStore,
  route({ summary: "Liveness and a round trip to the database (503 naming what did not answer).", access: "public" }),
  async (c) => {
    const checks = { database: await databaseCheck(c.var.db) };
    if (checks.database === "ok") return c.json({ data: { ok: true, checks } });
    c.header("Retry-After", String(UNAVAILABLE_RETRY_AFTER_S));
    return c.json({ ...refusalBody(requestLang(c), "service_unavailable", COMMON_MESSAGES.unavailable), checks }, 503);
  },
);
