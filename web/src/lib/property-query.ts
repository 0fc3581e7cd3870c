import type { PropertyDetail } from "@domain/properties/property";
import { apiData } from "./api-client";
import { pageQueryKeys } from "./page-query-keys";

/**
 * One published listing, GET /api/properties/:id (404 when unknown or no longer published),
 * under the cache key its page reads: the listing's page, the map's popup and the save
 * finished after signing in share one request.
 */
export async function fetchPropertyDetail(id: string, signal?: AbortSignal): Promise<PropertyDetail> {
  return apiData<PropertyDetail>(`/api/properties/${encodeURIComponent(id)}`, { signal });
}

/** The query of one listing, for useQuery and queryClient.fetchQuery. */
export function propertyDetailQuery(id: string) {
  return {
    queryKey: pageQueryKeys.property(id),
    queryFn: ({ signal }: { signal?: AbortSignal }) => fetchPropertyDetail(id, signal),
  };
}
