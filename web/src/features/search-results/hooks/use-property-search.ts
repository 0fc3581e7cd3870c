import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { searchMapMarkers, searchProperties } from "../api/search-properties";
import { pageQueryKeys } from "@web/lib/page-query-keys";

/**
 * The page of results and the map's markers. Both queries start in the same render, so
 * the two requests go out together (no waterfall); the previous answer stays on screen
 * while the next one loads.
 */
export function usePropertySearch(listQuery: string, mapQuery: string) {
  const results = useQuery({
    queryKey: pageQueryKeys.search(listQuery),
    queryFn: ({ signal }) => searchProperties(listQuery, signal),
    placeholderData: keepPreviousData,
  });
  const markers = useQuery({
    queryKey: ["properties-map", mapQuery],
    queryFn: ({ signal }) => searchMapMarkers(mapQuery, signal),
    placeholderData: keepPreviousData,
  });
  return { results, markers };
}

/** Just the number of results for a draft of filters (the phones' 'Ver N propiedades' button). */
export function useResultCount(query: string, enabled: boolean) {
  return useQuery({
    queryKey: ["properties-count", query],
    queryFn: async ({ signal }) => (await searchProperties(`${query}&page_size=1`, signal)).total,
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
