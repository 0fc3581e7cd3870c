import type { Plan, Subscription } from "@domain/billing/plans";
import { ApiError, apiFetch } from "@web/lib/api-client";

/** GET /api/plans: every plan, individual and agency (enterprise has no price). */
export async function listPlans(signal?: AbortSignal): Promise<Plan[]> {
  const body = await apiFetch<{ data: Plan[] }>("/api/plans", { signal, skipUnauthorizedHandler: true });
  return Array.isArray(body?.data) ? body.data : [];
}

/**
 * GET /api/subscription: the signed-in person's subscription, or null. Signed out (401) is
 * an answer here, not an expired session: /precios is open to everyone.
 */
export async function getSubscription(signal?: AbortSignal): Promise<Subscription | null> {
  try {
    const body = await apiFetch<{ subscription: Subscription | null }>("/api/subscription", {
      signal,
      skipUnauthorizedHandler: true,
    });
    return body?.subscription ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** POST /api/checkout {planId} → the address of the checkout (Stripe's, or the local one). */
export async function createCheckout(planId: string): Promise<string> {
  const body = await apiFetch<{ url?: string | null }>("/api/checkout", { method: "POST", body: { planId } });
  if (!body?.url) throw new Error("The checkout returned no address");
  return body.url;
}
