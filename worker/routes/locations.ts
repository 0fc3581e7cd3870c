import { Hono } from "hono";
import { locationSearchParamsSchema } from "../../domain/locations/location-query";
import { cache } from "../middleware/cache";
import { edgeCache } from "../middleware/edge-cache";
import { validate } from "../middleware/validate";
import { searchLocations } from "../services/locations";
import type { AppEnv } from "../types";

// Places change rarely: browsers keep an answer for a few minutes, the edge for an hour.
export const locationsRoutes = new Hono<AppEnv>().get(
  "/",
  edgeCache("places"),
  cache({ maxAge: 300, sMaxAge: 3600, staleWhileRevalidate: 3600 }),
  validate("query", locationSearchParamsSchema),
  async (c) => c.json({ data: await searchLocations(c.var.db, c.req.valid("query")) }),
);
