import { Hono } from "hono";
import { noStore } from "../middleware/no-store";
import { requireUser } from "../middleware/require-user";
import { agencyOwnerOf } from "../services/agency-team/owned-agency";
import { getSubscription } from "../services/plans";
import type { AppEnv } from "../types";

// GET /api/subscription: the plan the signed-in person publishes with, or null: their
// agency's (its owner's) when they work for one, since the agency's plan pays its agents'
// passes; otherwise their own.
export const subscriptionRoutes = new Hono<AppEnv>().get("/", noStore, requireUser, async (c) => {
  const holder = (await agencyOwnerOf(c.var.db, c.var.user.id)) ?? c.var.user.id;
  return c.json({ data: await getSubscription(c.var.db, holder) });
});
