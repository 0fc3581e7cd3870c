import type { CheckoutRedirect, CheckoutSessionView } from "@domain/billing/checkout";
import { apiData } from "@web/lib/api-client";
import { pagePath } from "@domain/pages/page-routes";

/** A local checkout session (used when no Stripe key is configured). */
export type CheckoutSession = CheckoutSessionView;

const path = (id: string) => `/api/checkout/sessions/${encodeURIComponent(id)}`;

/** GET /api/checkout/sessions/:id. */
export async function getCheckoutSession(id: string, signal?: AbortSignal): Promise<CheckoutSession> {
  return apiData<CheckoutSession>(path(id), { signal });
}

/** POST …/pay or …/cancel → where the browser goes next ('/precios?pago=exito' or '?pago=cancelado'). */
export async function finishCheckoutSession(id: string, action: "pay" | "cancel"): Promise<string> {
  const body = await apiData<Partial<CheckoutRedirect> | null>(`${path(id)}/${action}`, { method: "POST", body: {} });
  return body?.redirect ?? (action === "pay" ? `${pagePath.precios}?pago=exito` : `${pagePath.precios}?pago=cancelado`);
}
