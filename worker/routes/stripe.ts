import { Hono } from "hono";
import { CHECKOUT_MESSAGES } from "../../domain/billing/checkout-messages";
import { COMMON_MESSAGES, UNAVAILABLE_RETRY_AFTER_S } from "../../domain/errors/common-messages";
import { verifyStripeSignature } from "../adapters/payments";
import { ApiError, errorBody } from "../middleware/errors";
import { applyStripeEvent, stripeEventSchema } from "../services/stripe-events";
import type { AppEnv } from "../types";
import { route } from "../route-declaration/route";

// Stripe calls this; the signature over the raw body is the only authentication. Stripe
// reads only the status (any 2xx is an acknowledgement).
export const stripeRoutes = new Hono<AppEnv>().post(
  "/webhook",
  route({
    summary: "Stripe's events: the signature over the raw body is the only authentication (400 without it).",
    access: "public",
    body: "a Stripe event, signed",
  }),
  async (c) => {
    const secret = c.var.config.STRIPE_WEBHOOK_SECRET;
    if (!secret) throw new ApiError(404, "not_found", COMMON_MESSAGES.notFound);
    const payload = await c.req.text();
    if (!(await verifyStripeSignature(payload, c.req.header("stripe-signature"), secret))) {
      throw new ApiError(400, "bad_signature", CHECKOUT_MESSAGES.badSignature);
    }
    const event = stripeEventSchema.safeParse(parseJson(payload));
    if (!event.success) throw new ApiError(400, "bad_event", COMMON_MESSAGES.invalidEvent);
    const result = await applyStripeEvent(c.var.db, event.data);
    // Not applicable yet: any answer but a 2xx has Stripe deliver the event again later.
    if (result === "later") {
      c.header("Retry-After", String(UNAVAILABLE_RETRY_AFTER_S));
      return c.json(errorBody("try_later", COMMON_MESSAGES.unavailable), 503);
    }
    return c.json({ data: { received: true, result } });
  },
);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
