import { Hono } from "hono";
import { agencySearchParamsSchema } from "../../domain/agencies/agency-query";
import { cache } from "../middleware/cache";
import { validate } from "../middleware/validate";
import { searchAgencies } from "../services/agencies";
import type { AppEnv } from "../types";

// GET /api/agencies?q=&alcaldia_id=: the agency directory.
export const agenciesRoutes = new Hono<AppEnv>().get("/", cache({ maxAge: 60 }), validate("query", agencySearchParamsSchema), async (c) =>
  c.json({ data: await searchAgencies(c.var.db, c.req.valid("query")) }),
);
