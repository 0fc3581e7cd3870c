import type { CheckoutStart } from "@domain/billing/checkout";
import type { Plan } from "@domain/billing/plans";
import { apiData } from "@web/lib/api-client";

/** GET /api/plans: every plan, individual and agency (enterprise has no price). */
export async function listPlans(signal?: AbortSignal): Promise<Plan[]> {
  const list = await apiData<Plan[]>("/api/plans", { signal, skipUnauthorizedHandler: true });
  return Array.isArray(list) ? list : [];
}

/** POST /api/checkout {planId} → the address of the checkout (Stripe's, or the local one). */
export async function createCheckout(planId: string): Promise<string> {
  const checkout = await apiData<CheckoutStart | null>("/api/checkout", { method: "POST", body: { planId } });
  if (!checkout?.url) throw new Error("The checkout returned no address");
  return checkout.url;
}
