import { Hono } from "hono";
import { cache } from "../middleware/cache";
import { listPlans } from "../services/plans";
import type { AppEnv } from "../types";
import { route } from "../route-declaration/route";

// GET /api/plans: every plan, individual and agency.
export const plansRoutes = new Hono<AppEnv>().get("/", cache({ maxAge: 300 }), route({ summary: "The plans.", access: "public" }), async (c) =>
  c.json({ data: await listPlans(c.var.db) }),
);
