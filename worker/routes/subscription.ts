import { Hono } from "hono";
import { noStore } from "../middleware/no-store";
import { requireUser } from "../middleware/require-user";
import { getSubscription } from "../services/plans";
import type { AppEnv } from "../types";

// GET /api/subscription: the signed-in person's subscription, or null.
export const subscriptionRoutes = new Hono<AppEnv>().get("/", noStore, requireUser, async (c) =>
  c.json({ data: await getSubscription(c.var.db, c.var.user.id) }),
);
