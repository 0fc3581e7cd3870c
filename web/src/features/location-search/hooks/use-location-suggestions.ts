import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { searchLocations } from "../api/search-locations";
import { MIN_QUERY_LENGTH } from "../constants";
import type { CanonicalLocation } from "@domain/locations/location";

const NONE: CanonicalLocation[] = [];

/**
 * Suggestions for a (debounced) search term. Each term is its own query, so a slow
 * earlier answer can never replace a newer one, and TanStack Query aborts the request
 * (through the AbortSignal we pass to fetch) once its term is no longer wanted.
 * A failure yields empty suggestions, silently.
 */
export function useLocationSuggestions(term: string) {
  const enabled = term.length >= MIN_QUERY_LENGTH;
  const query = useQuery({
    queryKey: ["locations", term.toLocaleLowerCase("es-MX")],
    queryFn: ({ signal }) => searchLocations(term, signal),
    enabled,
    retry: false,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
  return {
    suggestions: enabled && !query.isError ? (query.data ?? NONE) : NONE,
    isFetching: enabled && query.isFetching,
  };
}
