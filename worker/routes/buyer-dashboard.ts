import { Hono } from "hono";
import { noStore } from "../middleware/no-store";
import { requireUser } from "../middleware/require-user";
import { buyerDashboard } from "../services/buyer-dashboard";
import type { AppEnv } from "../types";

// GET /api/me/dashboard: what the buyer's dashboard shows, in one answer (their lists with
// photos, recently viewed listings, price changes of saved listings).
export const buyerDashboardRoutes = new Hono<AppEnv>()
  .use("*", requireUser, noStore)
  .get("/", async (c) => c.json({ data: await buyerDashboard(c.var.db, c.var.user.id) }));
