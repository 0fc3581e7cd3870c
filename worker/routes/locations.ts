import { Hono } from "hono";
import { locationSearchParamsSchema } from "../../domain/locations/location-query";
import { edgeCache } from "../middleware/edge-cache";
import { validate } from "../middleware/validate";
import { searchLocations } from "../services/locations";
import type { AppEnv } from "../types";

export const locationsRoutes = new Hono<AppEnv>().get("/", edgeCache("places"), validate("query", locationSearchParamsSchema), async (c) => {
  const data = await searchLocations(c.var.db, c.req.valid("query"));
  // Places change rarely: browsers keep an answer for a few minutes, the edge for an hour.
  c.header("Cache-Control", "public, max-age=300, s-maxage=3600, stale-while-revalidate=3600");
  return c.json({ data });
});
