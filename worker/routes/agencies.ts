import { Hono } from "hono";
import { agencySearchParamsSchema } from "../../domain/agencies/agency-query";
import { validate } from "../middleware/validate";
import { listAlcaldias, searchAgencies } from "../services/agencies";
import type { AppEnv } from "../types";

export const agenciesRoutes = new Hono<AppEnv>().get("/", validate("query", agencySearchParamsSchema), async (c) => {
  c.header("Cache-Control", "public, max-age=60");
  return c.json({ data: await searchAgencies(c.var.db, c.req.valid("query")) });
});

export const alcaldiasRoutes = new Hono<AppEnv>().get("/", async (c) => {
  c.header("Cache-Control", "public, max-age=3600");
  return c.json({ data: await listAlcaldias(c.var.db) });
});
