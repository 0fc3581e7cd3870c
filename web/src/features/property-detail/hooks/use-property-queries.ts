import { useQuery } from "@tanstack/react-query";
import { ApiError } from "@web/lib/api-client";
import { propertyDetailQuery } from "@web/lib/property-query";
import { fetchPresentation, fetchSharedProperty } from "../api/property-detail";
import { pageQueryKeys } from "@web/lib/page-query-keys";

/**
 * The listing or the link is gone (404), or the address could never have worked (a
 * malformed id or token, 400): not a failure to retry.
 */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

// A listing or link found gone (by the worker's render or an earlier visit) is not asked for
// again just because the page mounts: 'gone' does not fix itself. The page's retry button
// still asks again after other failures.
const LINK_FRESH_MS = 10_000;

const KEEP_GONE = { retryOnMount: false } as const;

/** /propiedad/:id (the query the map's popups and the favourites share). */
export function usePropertyDetail(id: string) {
  return useQuery({
    ...propertyDetailQuery(id),
    ...KEEP_GONE,
  });
}

/** /s/:token — a revoked link must stop showing at once: read afresh on every visit but the page's first seconds (the worker's render handed it over). */
export function useSharedProperty(token: string) {
  return useQuery({
    queryKey: pageQueryKeys.sharedProperty(token),
    queryFn: ({ signal }) => fetchSharedProperty(token, signal),
    ...KEEP_GONE,
    staleTime: LINK_FRESH_MS,
  });
}

/** /p/:token — read afresh like a shared link. */
export function usePresentation(token: string) {
  return useQuery({
    queryKey: pageQueryKeys.presentation(token),
    queryFn: ({ signal }) => fetchPresentation(token, signal),
    ...KEEP_GONE,
    staleTime: LINK_FRESH_MS,
  });
}
