import { Hono } from "hono";
import { idParamSchema } from "../../domain/ids";
import { noStore } from "../middleware/no-store";
import { agencyOwnerOf } from "../services/agency-team/owned-agency";
import { getSubscription } from "../services/plans";
import { planHolderView, renewalQuote } from "../services/plan-holder";
import type { AppEnv } from "../types";
import { route } from "../route-declaration/route";

// GET /api/subscription: the plan the signed-in person publishes with, or null: their
// agency's (its owner's) when they work for one, since the agency's plan pays its agents'
// passes; otherwise their own.
// GET /api/subscription/holder: that plan with the agency it belongs to, and for the
// agency's owner who used its passes this period.
// GET /api/subscription/renewal/:id: the passes that would pay for renewing one of the
// person's listings, and the cheapest plan that gives one when none is left.
export const subscriptionRoutes = new Hono<AppEnv>()
  .use("*", noStore)
  .get(
    "/",
    route({ summary: "The plan the caller publishes with (their agency's when they work for one), or null.", access: "signed-in" }),
    async (c) => {
      const holder = (await agencyOwnerOf(c.var.db, c.var.user.id)) ?? c.var.user.id;
      return c.json({ data: await getSubscription(c.var.db, holder) });
    },
  )
  .get("/holder", route({ summary: "That plan with the agency it belongs to.", access: "signed-in" }), async (c) =>
    c.json({ data: await planHolderView(c.var.db, c.var.user.id) }),
  )
  .get(
    "/renewal/:id",
    route({ summary: "The passes that would pay for renewing a listing.", access: "agent", owner: "agent", input: { param: idParamSchema } }),
    async (c) => c.json({ data: await renewalQuote(c.var.db, c.var.user, c.req.valid("param").id) }),
  );
