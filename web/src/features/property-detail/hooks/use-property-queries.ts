import { useQuery } from "@tanstack/react-query";
import { ApiError } from "@web/lib/api-client";
import { fetchPresentation, fetchPropertyDetail, fetchSharedProperty } from "../api/property-detail";
import { pageQueryKeys } from "@web/lib/page-query-keys";

/**
 * The listing or the link is gone (404), or the address could never have worked (a
 * malformed id or token, 400): not a failure to retry.
 */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** /propiedad/:id */
export function usePropertyDetail(id: string) {
  return useQuery({
    queryKey: pageQueryKeys.property(id),
    queryFn: ({ signal }) => fetchPropertyDetail(id, signal),
  });
}

/** /s/:token — a revoked link must stop showing at once, so it is always read afresh. */
export function useSharedProperty(token: string) {
  return useQuery({
    queryKey: pageQueryKeys.sharedProperty(token),
    queryFn: ({ signal }) => fetchSharedProperty(token, signal),
    staleTime: 0,
  });
}

/** /p/:token */
export function usePresentation(token: string) {
  return useQuery({
    queryKey: pageQueryKeys.presentation(token),
    queryFn: ({ signal }) => fetchPresentation(token, signal),
    staleTime: 0,
  });
}
