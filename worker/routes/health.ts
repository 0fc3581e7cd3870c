import { Hono } from "hono";
import { sql } from "drizzle-orm";
import type { AppEnv } from "../types";

// Liveness plus a round trip to the database.
export const healthRoutes = new Hono<AppEnv>().get("/", async (c) => {
  await c.var.db.run(sql`SELECT 1`);
  return c.json({ data: { ok: true } });
});
