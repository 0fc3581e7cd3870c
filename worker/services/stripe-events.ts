import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { paymentEvents } from "../../db/schema/billing";
import { fulfilServiceOrder } from "./service-orders";
import { firstTimeEvent, fulfilCheckout, renewSubscription, setSubscriptionStatus } from "./subscriptions";

import * as z from "zod";

// What an event must look like before anything reads it (Stripe's ids and type names are
// short; the object is whatever that type carries).
export const stripeEventSchema = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(100),
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

function serviceOrderIdOf(o: Record<string, unknown>): string | null {
  const metadata = o.metadata as Record<string, unknown> | null | undefined;
  const id = metadata?.service_order_id;
  return typeof id === "string" && id !== "" ? id : null;
}

// Applies a verified Stripe event once. If applying fails the event is forgotten, so
// Stripe's retry applies it again.
export async function applyStripeEvent(db: Db, event: StripeEvent): Promise<"applied" | "duplicate" | "ignored"> {
  if (!(await firstTimeEvent(db, event.id, event.type))) return "duplicate";
  try {
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
          await fulfilServiceOrder(db, orderId, typeof o.id === "string" ? o.id : null);
          return "applied";
        }
        if (event.type !== "checkout.session.completed") return "ignored";
        // A plan is granted only once it is paid (a subscription's first invoice may be
        // left unpaid, e.g. a declined card after 3-D Secure).
        if (!isPaid(o)) return "ignored";
        await fulfilCheckout(db, String(o.client_reference_id), o.subscription ? String(o.subscription) : null);
        return "applied";
      }
      case "invoice.paid":
        if (o.billing_reason !== "subscription_cycle" || !o.subscription) return "ignored";
        await renewSubscription(db, String(o.subscription));
        return "applied";
      case "customer.subscription.updated":
      case "customer.subscription.deleted": {
        const status = event.type === "customer.subscription.deleted" ? "canceled" : STATUS[String(o.status)];
        if (!status) return "ignored";
        await setSubscriptionStatus(db, String(o.id), status);
        return "applied";
      }
      default:
        return "ignored";
    }
  } catch (error) {
    await db.delete(paymentEvents).where(eq(paymentEvents.id, event.id));
    throw error;
  }
}

// A Checkout session counts as paid when Stripe says so (or there was nothing to pay);
// events without the field (older API versions) are taken as paid, as Stripe sends
// checkout.session.completed for those only once payment succeeded.
function isPaid(session: Record<string, unknown>): boolean {
  return session.payment_status === undefined || session.payment_status === "paid" || session.payment_status === "no_payment_required";
}
