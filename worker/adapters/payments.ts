import { isLocalDevelopment, type AppConfig } from "../env";
import { pathInLang, type Lang } from "../../domain/i18n/lang";
import { pageHref, pagePath } from "../../domain/pages/page-routes";

export type CheckoutRequest = {
  sessionId: string;
  userId: string;
  email: string;
  plan: { id: string; name: string; priceMxn: number };
  origin: string;
  /** The language of the page that started it (validated by requestLang): the pages it returns to are in it. */
  lang: Lang;
  /** An upgrade's credit for the unused days of the plan it replaces, as a one-off Stripe coupon. */
  creditCouponId?: string;
};

// Where the browser goes to pay: Stripe Checkout when STRIPE_SECRET_KEY is set, otherwise
// the app's local checkout page, which completes through the same fulfilment function.
// The local page exists on a developer's machine only (see localCheckoutEnabled). Every page
// it returns to is built here from the worker's own origin and the request's language, never
// taken from the client.
export async function startCheckout(config: AppConfig, req: CheckoutRequest): Promise<{ url: string; externalId: string | null }> {
  const page = (path: string) => `${req.origin}${pathInLang(path, req.lang)}`;
  if (!config.STRIPE_SECRET_KEY) return { url: page(pageHref.checkout(req.sessionId)), externalId: null };
  const form = new URLSearchParams({
    mode: "subscription",
    success_url: page(`${pagePath.precios}?pago=exito`),
    cancel_url: page(`${pagePath.precios}?pago=cancelado`),
    client_reference_id: req.sessionId,
    customer_email: req.email,
    "line_items[0][quantity]": "1",
    "line_items[0][price_data][currency]": "mxn",
    "line_items[0][price_data][unit_amount]": String(req.plan.priceMxn * 100),
    "line_items[0][price_data][recurring][interval]": "month",
    "line_items[0][price_data][product_data][name]": `Hogaria ${req.plan.name}`,
    "metadata[checkout_session_id]": req.sessionId,
    "metadata[plan_id]": req.plan.id,
    "metadata[user_id]": req.userId,
    "subscription_data[metadata][checkout_session_id]": req.sessionId,
    locale: STRIPE_LOCALE[req.lang],
  });
  if (req.creditCouponId) form.set("discounts[0][coupon]", req.creditCouponId);
  return createStripeSession(config, form, req.sessionId);
}

/** Stripe Checkout's own words in the page's language. */
const STRIPE_LOCALE: Readonly<Record<Lang, string>> = { es: "es", en: "en" };

export type ServiceCheckoutRequest = {
  orderId: string;
  userId: string;
  email: string;
  service: { id: string; name: string; priceMxn: number };
  property: { id: string; title: string };
  origin: string;
  /** The language of the page that started it: the receipt and the cancel page are in it. */
  lang: Lang;
};

// A one-off payment for a premium service on one listing: Stripe Checkout in mode payment
// when STRIPE_SECRET_KEY is set (the webhook finds the order by metadata[service_order_id]),
// otherwise the app's local checkout page for the order.
export async function startServiceCheckout(config: AppConfig, req: ServiceCheckoutRequest): Promise<{ url: string; externalId: string | null }> {
  const page = (path: string) => `${req.origin}${pathInLang(path, req.lang)}`;
  const receipt = page(pageHref.serviceCheckout(req.orderId));
  if (!config.STRIPE_SECRET_KEY) return { url: receipt, externalId: null };
  const form = new URLSearchParams({
    mode: "payment",
    success_url: receipt,
    cancel_url: page(`${pagePath.precios}?tab=servicios&pago=cancelado`),
    client_reference_id: req.orderId,
    customer_email: req.email,
    "line_items[0][quantity]": "1",
    "line_items[0][price_data][currency]": "mxn",
    "line_items[0][price_data][unit_amount]": String(req.service.priceMxn * 100),
    "line_items[0][price_data][product_data][name]": `Hogaria ${req.service.name}`,
    "line_items[0][price_data][product_data][description]": `Para: ${req.property.title}`.slice(0, 500),
    "metadata[service_order_id]": req.orderId,
    "metadata[service_id]": req.service.id,
    "metadata[property_id]": req.property.id,
    "metadata[user_id]": req.userId,
    "payment_intent_data[metadata][service_order_id]": req.orderId,
    locale: STRIPE_LOCALE[req.lang],
  });
  return createStripeSession(config, form, req.orderId);
}

async function createStripeSession(
  config: AppConfig,
  form: URLSearchParams,
  idempotencyKey: string,
): Promise<{ url: string; externalId: string | null }> {
  const res = await fetch(`${config.STRIPE_API_URL}/v1/checkout/sessions`, {
    method: "POST",
    headers: {
      Authorization: `Bearer ${config.STRIPE_SECRET_KEY}`,
      "Content-Type": "application/x-www-form-urlencoded",
      "Idempotency-Key": idempotencyKey,
    },
    body: form,
  });
  const body = (await res.json().catch(() => ({}))) as { id?: string; url?: string };
  if (!res.ok || !body.url) {
    console.error("stripe_checkout_failed", { status: res.status, reference: idempotencyKey });
    throw new Error(`Stripe answered ${res.status}`);
  }
  return { url: body.url, externalId: body.id ?? null };
}

// The local checkout (plans and services), which grants without a payment, exists only on a
// developer's machine without a Stripe key: anywhere else its pages and endpoints answer 404.
export function localCheckoutEnabled(config: Pick<AppConfig, "APP_ENV" | "LIBSQL_URL" | "STRIPE_SECRET_KEY">): boolean {
  return isLocalDevelopment(config) && !config.STRIPE_SECRET_KEY;
}

const TOLERANCE_SECONDS = 300;

// Stripe-Signature: "t=<unix>,v1=<hex hmac-sha256 of `${t}.${payload}`>[,v1=…]".
export async function verifyStripeSignature(
  payload: string,
  header: string | undefined,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<boolean> {
  if (!header) return false;
  const parts = header.split(",").map((p) => p.split("=") as [string, string]);
  const timestamp = Number(parts.find(([k]) => k === "t")?.[1]);
  const signatures = parts.filter(([k]) => k === "v1").map(([, v]) => v);
  if (!Number.isFinite(timestamp) || signatures.length === 0 || Math.abs(nowSeconds - timestamp) > TOLERANCE_SECONDS) return false;
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${timestamp}.${payload}`)));
  const expected = [...mac].map((b) => b.toString(16).padStart(2, "0")).join("");
  return signatures.some((s) => timingSafeEqual(s, expected));
}

function timingSafeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
