import { Hono } from "hono";
import { cache } from "../middleware/cache";
import { listAlcaldias } from "../services/agencies";
import type { AppEnv } from "../types";
import { route } from "../route-declaration/route";

// GET /api/alcaldias: the 16 alcaldías of Mexico City (the agency directory's filter).
export const alcaldiasRoutes = new Hono<AppEnv>().get(
  "/",
  cache({ maxAge: 3600 }),
  route({ summary: "The 16 alcaldías of Mexico City.", access: "public" }),
  async (c) => c.json({ data: await listAlcaldias(c.var.db) }),
);
