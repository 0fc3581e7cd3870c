import { Hono } from "hono";
import { desc } from "drizzle-orm";
import { emailOutbox } from "../../db/schema/mail";
import { notFound } from "../middleware/errors";
import { isLocalDevelopment } from "../env";
import type { AppEnv } from "../types";

// Development helpers: only on a developer's machine (APP_ENV=development and a local
// database); anywhere else every path here is a 404, whatever else is set.
export const devRoutes = new Hono<AppEnv>()
  .use("*", async (c, next) => (isLocalDevelopment(c.var.config) ? next() : notFound(c)))
  .get("/emails", async (c) => {
    const rows = await c.var.db
      .select({ to: emailOutbox.to, subject: emailOutbox.subject, text: emailOutbox.text, html: emailOutbox.html, created_at: emailOutbox.createdAt })
      .from(emailOutbox)
      .orderBy(desc(emailOutbox.createdAt))
      .limit(50);
    c.header("Cache-Control", "no-store");
    return c.json(rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })));
  });
