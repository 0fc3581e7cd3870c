import type { BuyerDashboard } from "@domain/dashboard/buyer-dashboard";
import { apiData, apiFetch } from "@web/lib/api-client";

/** TanStack Query keys, per signed-in user so one person never sees another's cache. */
export const buyerDashboardKeys = {
  dashboard: (userId: string) => ["buyer-dashboard", userId] as const,
};

/** GET /api/me/dashboard: the lists with their last photos, the recently viewed listings and the price changes of saved ones. */
export function fetchBuyerDashboard(signal?: AbortSignal): Promise<BuyerDashboard> {
  return apiData<BuyerDashboard>("/api/me/dashboard", { signal });
}

/**
 * POST /api/me/recently-viewed {propertyId}: the signed-in person opened this listing.
 * Fire and forget: a failure (or a session that just ended) is not the person's concern
 * on the listing's page, so it never sends them to sign in.
 */
export function recordRecentlyViewed(propertyId: string): void {
  apiFetch<null>("/api/me/recently-viewed", { method: "POST", body: { propertyId }, skipUnauthorizedHandler: true }).catch(() => undefined);
}
