import { Hono } from "hono";
import { propertySearchSchema } from "../../domain/properties/search-params";
import { validate } from "../middleware/validate";
import { searchMarkers, searchProperties } from "../services/property-search";
import type { AppEnv } from "../types";

export const propertiesRoutes = new Hono<AppEnv>()
  .get("/", validate("query", propertySearchSchema), async (c) => {
    c.header("Cache-Control", "public, max-age=30");
    return c.json(await searchProperties(c.var.db, c.req.valid("query")));
  })
  .get("/map", validate("query", propertySearchSchema), async (c) => {
    c.header("Cache-Control", "public, max-age=30");
    return c.json(await searchMarkers(c.var.db, c.req.valid("query")));
  });
