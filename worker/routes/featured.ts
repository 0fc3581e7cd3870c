import { Hono } from "hono";
import { featuredProperties } from "../services/featured";
import type { AppEnv } from "../types";

// Mounted at /api/properties before the properties routes, so /featured is not read as an id.
export const featuredRoutes = new Hono<AppEnv>().get("/featured", async (c) => {
  c.header("Cache-Control", "public, max-age=60");
  return c.json({ data: await featuredProperties(c.var.db) });
});
