import type { Plan } from "@domain/billing/plans";
import { apiFetch } from "@web/lib/api-client";

/** A local checkout session (used when no Stripe key is configured). */
export type CheckoutSession = {
  id: string;
  status: "open" | "paid" | "canceled";
  amount_mxn: number;
  plan: Plan;
};

const path = (id: string) => `/api/checkout/sessions/${encodeURIComponent(id)}`;

/** GET /api/checkout/sessions/:id. */
export async function getCheckoutSession(id: string, signal?: AbortSignal): Promise<CheckoutSession> {
  return (await apiFetch<{ data: CheckoutSession }>(path(id), { signal })).data;
}

/** POST …/pay or …/cancel → where the browser goes next ('/precios?pago=exito' or '?pago=cancelado'). */
export async function finishCheckoutSession(id: string, action: "pay" | "cancel"): Promise<string> {
  const body = await apiFetch<{ data: { redirect?: string } }>(`${path(id)}/${action}`, { method: "POST", body: {} });
  return body?.data?.redirect ?? (action === "pay" ? "/precios?pago=exito" : "/precios?pago=cancelado");
}
