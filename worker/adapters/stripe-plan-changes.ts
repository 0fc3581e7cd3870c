import type { AppConfig } from "../env";

// The calls to Stripe's API a plan change makes (docs/decisions/0033-plan-changes.md): the
// upgrade's credit as a one-off coupon on the new Checkout session, the replaced subscription
// cancelled once the new one is paid, and a downgrade's lower price set on the Stripe
// subscription for its next invoice (and put back when the downgrade is cancelled).

type StripeConfig = Pick<AppConfig, "STRIPE_SECRET_KEY" | "STRIPE_API_URL">;

async function stripe(config: StripeConfig, method: "GET" | "POST" | "DELETE", path: string, form?: URLSearchParams, idempotencyKey?: string) {
  const res = await fetch(`${config.STRIPE_API_URL}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${config.STRIPE_SECRET_KEY}`,
      ...(form ? { "Content-Type": "application/x-www-form-urlencoded" } : {}),
      ...(idempotencyKey ? { "Idempotency-Key": idempotencyKey } : {}),
    },
    body: form,
  });
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok) {
    console.error("stripe_call_failed", { method, path: path.split("/").slice(0, 3).join("/"), status: res.status });
    throw new Error(`Stripe answered ${res.status}`);
  }
  return body;
}

/** A coupon worth the upgrade's credit, for the first invoice only; its id goes on the session. */
export async function createCreditCoupon(config: StripeConfig, creditMxn: number, sessionId: string): Promise<string> {
  const form = new URLSearchParams({
    amount_off: String(creditMxn * 100),
    currency: "mxn",
    duration: "once",
    max_redemptions: "1",
    name: "Crédito por días sin usar",
    "metadata[checkout_session_id]": sessionId,
  });
  const coupon = await stripe(config, "POST", "/v1/coupons", form, `credit_${sessionId}`);
  if (typeof coupon.id !== "string") throw new Error("Stripe returned no coupon id");
  return coupon.id;
}

/** Ends a subscription at once, without a refund of its own (the upgrade already credited it). */
export async function cancelStripeSubscription(config: StripeConfig, subscriptionId: string): Promise<void> {
  await stripe(config, "DELETE", `/v1/subscriptions/${encodeURIComponent(subscriptionId)}`, new URLSearchParams({ prorate: "false" }));
}

/** The monthly price of a subscription from its next invoice on, with no proration now. */
export async function setStripeSubscriptionPrice(config: StripeConfig, subscriptionId: string, priceMxn: number, planName: string): Promise<void> {
  const path = `/v1/subscriptions/${encodeURIComponent(subscriptionId)}`;
  const current = (await stripe(config, "GET", path)) as { items?: { data?: { id: string; price?: { product?: string } }[] } };
  const item = current.items?.data?.[0];
  if (!item?.id || !item.price?.product) throw new Error("Stripe subscription without an item");
  const form = new URLSearchParams({
    proration_behavior: "none",
    "items[0][id]": item.id,
    "items[0][price_data][currency]": "mxn",
    "items[0][price_data][unit_amount]": String(priceMxn * 100),
    "items[0][price_data][recurring][interval]": "month",
    "items[0][price_data][product]": item.price.product,
    "metadata[plan_name]": planName,
  });
  await stripe(config, "POST", path, form);
}
