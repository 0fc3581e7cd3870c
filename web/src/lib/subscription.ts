import type { Subscription } from "@domain/billing/plans";
import type { PlanHolderView, RenewalQuote } from "@domain/billing/plan-holder";
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

/** The plan with whose it is, under the subscription's own entry (renewing refreshes both). */
export const planHolderKey = (userId: string | null) => ["subscription", userId, "holder"] as const;

/** GET /api/subscription/holder: the plan the person publishes with, their agency, and (owner) who used its passes. */
export function getPlanHolder(signal?: AbortSignal): Promise<PlanHolderView> {
  return apiData<PlanHolderView>(API_READS.subscriptionHolder, { signal });
}

/** What renewing one listing would spend, under the subscription's entry (renewing refreshes it). */
export const renewalQuoteKey = (userId: string | null, listingId: string) => ["subscription", userId, "renewal", listingId] as const;

/** GET /api/subscription/renewal/:id: the passes that would pay for renewing it, or the cheapest way to get one. */
export function getRenewalQuote(listingId: string, signal?: AbortSignal): Promise<RenewalQuote> {
  return apiData<RenewalQuote>(`/api/subscription/renewal/${encodeURIComponent(listingId)}`, { signal });
}
