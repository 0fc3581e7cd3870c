import type { Subscription } from "@domain/billing/plans";
import { ApiError, apiData } from "./api-client";
import { API_READS } from "@domain/pages/shell-reads";

/** One cache entry per person, shared by /precios and the dashboard (renewing a listing spends a pass). */
export const subscriptionKey = (userId: string | null) => ["subscription", userId] as const;

/**
 * GET /api/subscription: the signed-in person's subscription, or null. Signed out (401) is
 * an answer here, not an expired session: /precios is open to everyone.
 */
export async function getSubscription(signal?: AbortSignal): Promise<Subscription | null> {
  try {
    return (await apiData<Subscription | null>(API_READS.subscription, { signal, skipUnauthorizedHandler: true })) ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
