import { Hono } from "hono";
import { cache } from "../middleware/cache";
import { siteConfig } from "../services/site-config";
import type { AppEnv } from "../types";
import { route } from "../route-declaration/route";

// GET /api/config: public settings the web app needs at run time.
export const configRoutes = new Hono<AppEnv>().get(
  "/",
  cache({ maxAge: 300 }),
  route({ summary: "Public settings the web app needs at run time.", access: "public" }),
  (c) => c.json({ data: siteConfig(c.var.config) }),
);
