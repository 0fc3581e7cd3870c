import { Hono } from "hono";
import { desc } from "drizzle-orm";
import { emailOutbox } from "../../db/schema/mail";
import { notFound } from "../middleware/errors";
import type { AppEnv } from "../types";

// Development helpers. Outside APP_ENV=development every path here is a 404.
export const devRoutes = new Hono<AppEnv>()
  .use("*", async (c, next) => (c.var.config.APP_ENV === "development" ? next() : notFound(c)))
  .get("/emails", async (c) => {
    const rows = await c.var.db
      .select({ to: emailOutbox.to, subject: emailOutbox.subject, text: emailOutbox.text, html: emailOutbox.html, created_at: emailOutbox.createdAt })
      .from(emailOutbox)
      .orderBy(desc(emailOutbox.createdAt))
      .limit(50);
    c.header("Cache-Control", "no-store");
    return c.json(rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })));
  });
