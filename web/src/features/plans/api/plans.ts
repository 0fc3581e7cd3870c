import type { Plan } from "@domain/billing/plans";
import { apiFetch } from "@web/lib/api-client";

/** GET /api/plans: every plan, individual and agency (enterprise has no price). */
export async function listPlans(signal?: AbortSignal): Promise<Plan[]> {
  const body = await apiFetch<{ data: Plan[] }>("/api/plans", { signal, skipUnauthorizedHandler: true });
  return Array.isArray(body?.data) ? body.data : [];
}

/** POST /api/checkout {planId} → the address of the checkout (Stripe's, or the local one). */
export async function createCheckout(planId: string): Promise<string> {
  const body = await apiFetch<{ url?: string | null }>("/api/checkout", { method: "POST", body: { planId } });
  if (!body?.url) throw new Error("The checkout returned no address");
  return body.url;
}
