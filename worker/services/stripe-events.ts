import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { paymentEvents } from "../../db/schema/billing";
import { fulfilServiceOrder } from "./service-orders";
import { syncStripeStatus } from "./stripe-subscription-state";
import { firstTimeEvent, fulfilCheckout, renewSubscription, setSubscriptionStatus } from "./subscriptions";

import * as z from "zod";

// What an event must look like before anything reads it (Stripe's ids and type names are
// short; `created` is when Stripe created the event, in seconds, which orders its events; the
// object is whatever that type carries).
export const stripeEventSchema = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(100),
  created: z.number().int().nonnegative(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});
type StripeEvent = z.infer<typeof stripeEventSchema>;

const STATUS: Record<string, "active" | "past_due" | "canceled"> = {
  active: "active",
  trialing: "active",
  past_due: "past_due",
  unpaid: "past_due",
  canceled: "canceled",
  incomplete_expired: "canceled",
};

const idOf = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);

function serviceOrderIdOf(o: Record<string, unknown>): string | null {
  const metadata = o.metadata as Record<string, unknown> | null | undefined;
  return idOf(metadata?.service_order_id);
}

// An invoice's subscription: `subscription` in older API versions, under `parent` since 2025.
function invoiceSubscriptionOf(o: Record<string, unknown>): string | null {
  const parent = o.parent as { subscription_details?: { subscription?: unknown } } | null | undefined;
  return idOf(o.subscription) ?? idOf(parent?.subscription_details?.subscription);
}

// Applies a verified Stripe event once, in Stripe's order whatever order it arrives in (see
// stripe-subscription-state.ts). If applying fails the event is forgotten, so Stripe's retry
// applies it again.
// "later": the event needs one not applied yet (a renewal invoice before its checkout's
// completion); the webhook answers 503 so Stripe delivers it again.
export async function applyStripeEvent(db: Db, event: StripeEvent): Promise<"applied" | "duplicate" | "ignored" | "later"> {
  if (!(await firstTimeEvent(db, event.id, event.type))) return "duplicate";
  try {
    return await apply(db, event);
  } catch (error) {
    await db.delete(paymentEvents).where(eq(paymentEvents.id, event.id));
    if (error instanceof StripeEventTooEarly) return "later";
    throw error;
  }
}

class StripeEventTooEarly extends Error {}

async function apply(db: Db, event: StripeEvent): Promise<"applied" | "ignored"> {
  const o = event.data.object;
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded": {
      // A premium service (mode payment): its order id is in the metadata. Paid by a
      // delayed method (e.g. OXXO) it completes unpaid, and is fulfilled by
      // async_payment_succeeded instead.
      const orderId = serviceOrderIdOf(o);
      if (orderId) {
        if (!isPaid(o)) return "ignored";
        await fulfilServiceOrder(db, orderId, idOf(o.id));
        return "applied";
      }
      if (event.type !== "checkout.session.completed") return "ignored";
      // A plan is granted only once it is paid (a subscription's first invoice may be
      // left unpaid, e.g. a declined card after 3-D Secure).
      const sessionId = idOf(o.client_reference_id);
      if (!isPaid(o) || !sessionId) return "ignored";
      const subscriptionId = idOf(o.subscription);
      // Paid: the subscription was active then. Whatever Stripe said of it since (e.g. it
      // was canceled, and that event arrived first) is copied over the plan just granted.
      if (subscriptionId) await setSubscriptionStatus(db, subscriptionId, "active", event.created);
      await fulfilCheckout(db, sessionId, subscriptionId);
      if (subscriptionId) await syncStripeStatus(db, subscriptionId);
      return "applied";
    }
    case "invoice.paid": {
      // Any paid invoice says the subscription was active then; one of a new cycle also renews.
      const subscriptionId = invoiceSubscriptionOf(o);
      if (!subscriptionId) return "ignored";
      await setSubscriptionStatus(db, subscriptionId, "active", event.created);
      if (o.billing_reason === "subscription_cycle" && (await renewSubscription(db, subscriptionId, event.created)) === "not_linked") {
        throw new StripeEventTooEarly();
      }
      return "applied";
    }
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const subscriptionId = idOf(o.id);
      const status = event.type === "customer.subscription.deleted" ? "canceled" : STATUS[String(o.status)];
      if (!status || !subscriptionId) return "ignored";
      await setSubscriptionStatus(db, subscriptionId, status, event.created);
      return "applied";
    }
    default:
      return "ignored";
  }
}

// A Checkout session is paid only when Stripe says so, or when there was nothing to pay
// (no_payment_required with a total of 0). A session without the field is not paid.
export function isPaid(session: Record<string, unknown>): boolean {
  return session.payment_status === "paid" || (session.payment_status === "no_payment_required" && session.amount_total === 0);
}
