import { Hono } from "hono";
import { locationSearchParamsSchema } from "../../domain/locations/location-query";
import { validate } from "../middleware/validate";
import { searchLocations } from "../services/locations";
import type { AppEnv } from "../types";

export const locationsRoutes = new Hono<AppEnv>().get("/", validate("query", locationSearchParamsSchema), async (c) => {
  const data = await searchLocations(c.var.db, c.req.valid("query"));
  // Places change rarely: let browsers and the edge keep an answer for a few minutes.
  c.header("Cache-Control", "public, max-age=300, stale-while-revalidate=3600");
  return c.json({ data });
});
