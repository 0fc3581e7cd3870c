import { Hono } from "hono";
import { recordViewSchema } from "../../domain/dashboard/buyer-dashboard";
import { noStore } from "../middleware/no-store";
import { listRecentlyViewed, recordRecentlyViewed } from "../services/recently-viewed";
import type { AppEnv } from "../types";
import { route } from "../route-declaration/route";

// /api/me/recently-viewed: the signed-in person's last opened listings (their own only).
// The listing page posts a view after it is on screen; signed out, nothing is kept.
export const recentlyViewedRoutes = new Hono<AppEnv>()
  .use("*", noStore)
  .get("/", route({ summary: "The caller's last opened listings.", access: "signed-in" }), async (c) =>
    c.json({ data: { items: await listRecentlyViewed(c.var.db, c.var.user.id) } }),
  )
  .post("/", route({ summary: "Records a view of a listing.", access: "signed-in", input: { json: recordViewSchema } }), async (c) => {
    await recordRecentlyViewed(c.var.db, c.var.user.id, c.req.valid("json").propertyId);
    return c.body(null, 204);
  });
