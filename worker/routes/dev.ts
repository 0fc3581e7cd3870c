import { Hono } from "hono";
import { notFound } from "../middleware/errors";
import { noStore } from "../middleware/no-store";
import { isLocalDevelopment } from "../env";
import { recentOutboxEmails } from "../services/dev-mailbox";
import { recentOutboxSms } from "../services/dev-sms";
import type { AppEnv } from "../types";
import { route } from "../route-declaration/route";

// Development helpers: only on a developer's machine (APP_ENV=development and a local
// database); anywhere else every path here is a 404, whatever else is set.
export const devRoutes = new Hono<AppEnv>()
  .use("*", async (c, next) => (isLocalDevelopment(c.var.config) ? next() : notFound(c)))
  .get("/emails", noStore, route({ summary: "The local outbox's recent e-mails.", access: "development" }), async (c) =>
    c.json({ data: await recentOutboxEmails(c.var.db) }),
  )
  .get("/sms", noStore, route({ summary: "The local outbox's recent SMS.", access: "development" }), async (c) =>
    c.json({ data: await recentOutboxSms(c.var.db) }),
  );
