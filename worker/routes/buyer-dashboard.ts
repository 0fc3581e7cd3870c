import { Hono } from "hono";
import { noStore } from "../middleware/no-store";
import { buyerDashboard } from "../services/buyer-dashboard";
import type { AppEnv } from "../types";
import { route } from "../route-declaration/route";

// GET /api/me/dashboard: what the buyer's dashboard shows, in one answer (their lists with
// photos, recently viewed listings, price changes of saved listings).
export const buyerDashboardRoutes = new Hono<AppEnv>()
  .use("*", noStore)
  .get("/", route({ summary: "What the buyer's dashboard shows, in one answer.", access: "signed-in" }), async (c) =>
    c.json({ data: await buyerDashboard(c.var.db, c.var.user.id) }),
  );
