import { Hono } from "hono";
import { isAgentRole } from "../../domain/auth/roles";
import { CHECKOUT_MESSAGES } from "../../domain/billing/checkout-messages";
import { planChoiceSchema } from "../../domain/billing/checkout";
import { COMMON_MESSAGES } from "../../domain/errors/common-messages";
import { ApiError } from "../middleware/errors";
import { localCheckoutOnly, paymentParam } from "../middleware/local-checkout";
import { requestLang } from "../middleware/request-lang";
import { noStore } from "../middleware/no-store";
import { cancelLocalSession, createCheckout, getLocalSession, payLocalSession } from "../services/checkout";
import { currentProfile } from "../services/session";
import type { AppEnv } from "../types";
import { route } from "../route-declaration/route";

// POST /api/checkout {planId} → { url } of the checkout (Stripe's, or the local test page),
// for agents and agencies (plans publish listings; an account that searches gets 403), and
// the local test checkout's sessions.
export const checkoutRoutes = new Hono<AppEnv>()
  .post(
    "/",
    route({ summary: "The checkout's { url } for a plan.", access: "agent", checkedBy: "handler", input: { json: planChoiceSchema } }),
    async (c) => {
      const user = await currentProfile(c);
      if (!user) throw new ApiError(401, "unauthenticated", COMMON_MESSAGES.signInToSubscribe);
      if (!isAgentRole(user.role)) throw new ApiError(403, "forbidden", CHECKOUT_MESSAGES.agentsOnly);
      return c.json({ data: await createCheckout(c.var.db, c.var.config, user, c.req.valid("json").planId, c.var.origin, requestLang(c)) });
    },
  )
  .get(
    "/sessions/:id",
    noStore,
    localCheckoutOnly,
    route({ summary: "A local test checkout session (development only).", access: "signed-in", owner: "user", input: { param: paymentParam } }),
    async (c) => c.json({ data: await getLocalSession(c.var.db, c.var.user.id, c.req.valid("param").id) }),
  )
  .post(
    "/sessions/:id/pay",
    localCheckoutOnly,
    route({ summary: "Pays a local test checkout session.", access: "signed-in", owner: "user", input: { param: paymentParam } }),
    async (c) => c.json({ data: await payLocalSession(c.var.db, c.var.config, c.var.user.id, c.req.valid("param").id) }),
  )
  .post(
    "/sessions/:id/cancel",
    localCheckoutOnly,
    route({ summary: "Cancels a local test checkout session.", access: "signed-in", owner: "user", input: { param: paymentParam } }),
    async (c) => c.json({ data: await cancelLocalSession(c.var.db, c.var.user.id, c.req.valid("param").id) }),
  );
