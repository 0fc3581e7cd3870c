import { Hono } from "hono";
import { locationSearchParamsSchema } from "../../domain/locations/location-query";
import { cache } from "../middleware/cache";
import { edgeCache } from "../middleware/edge-cache";
import { searchLocations } from "../services/locations";
import type { AppEnv } from "../types";
import { route } from "../route-declaration/route";

// Places change rarely: browsers keep an answer for a few minutes, the edge for an hour.
export const locationsRoutes = new Hono<AppEnv>().get(
  "/",
  edgeCache("places"),
  cache({ maxAge: 300, sMaxAge: 3600, staleWhileRevalidate: 3600 }),
  route({
    summary: "Location autocomplete: words as prefixes, typos and aliases forgiven, at most 15.",
    access: "public",
    input: { query: locationSearchParamsSchema },
  }),
  async (c) => c.json({ data: await searchLocations(c.var.db, c.req.valid("query")) }),
);
