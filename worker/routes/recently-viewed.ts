import { Hono } from "hono";
import { recordViewSchema } from "../../domain/dashboard/buyer-dashboard";
import { noStore } from "../middleware/no-store";
import { requireUser } from "../middleware/require-user";
import { validate } from "../middleware/validate";
import { listRecentlyViewed, recordRecentlyViewed } from "../services/recently-viewed";
import type { AppEnv } from "../types";

// /api/me/recently-viewed: the signed-in person's last opened listings (their own only).
// The listing page posts a view after it is on screen; signed out, nothing is kept.
export const recentlyViewedRoutes = new Hono<AppEnv>()
  .use("*", requireUser, noStore)
  .get("/", async (c) => c.json({ data: { items: await listRecentlyViewed(c.var.db, c.var.user.id) } }))
  .post("/", validate("json", recordViewSchema), async (c) => {
    await recordRecentlyViewed(c.var.db, c.var.user.id, c.req.valid("json").propertyId);
    return c.body(null, 204);
  });
