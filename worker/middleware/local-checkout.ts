import { createMiddleware } from "hono/factory";
import * as z from "zod";
import { localCheckoutEnabled } from "../adapters/payments";
import { CHECKOUT_MESSAGES } from "../../domain/billing/checkout-messages";
import { ApiError } from "./errors";
import type { AppEnv } from "../types";

const PAYMENT_NOT_FOUND = CHECKOUT_MESSAGES.paymentNotFound;

// `/:id` of a payment: a plan's checkout session or a service order.
export const paymentParam = z.object({ id: z.string().uuid(PAYMENT_NOT_FOUND) });

// The local test checkout does not exist in production (nor once Stripe is configured):
// its endpoints answer 404 before anything else.
export const localCheckoutOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (!localCheckoutEnabled(c.var.config)) throw new ApiError(404, "not_found", PAYMENT_NOT_FOUND);
  await next();
});
