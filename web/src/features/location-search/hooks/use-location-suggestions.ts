import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { searchLocations } from "../api/search-locations";
import { MIN_QUERY_LENGTH } from "../constants";
import type { CanonicalLocation } from "@domain/locations/location";
import type { Operation } from "@domain/properties/property";

const NONE: CanonicalLocation[] = [];

/** The suggestions of one term (and operation, which the counts depend on): shared by the list and by Enter's best match. */
export function locationSuggestionsQuery(term: string, operation: Operation | undefined) {
  return queryOptions({
    queryKey: ["locations", term.toLocaleLowerCase("es-MX"), operation ?? "todas"],
    queryFn: ({ signal }) => searchLocations(term, operation, signal),
    retry: false,
    staleTime: 5 * 60_000,
  });
}

/**
 * Suggestions for a (debounced) search term. Each term is its own query, so a slow
 * earlier answer can never replace a newer one, and TanStack Query aborts the request
 * (through the AbortSignal we pass to fetch) once its term is no longer wanted.
 * A failure yields empty suggestions, silently.
 */
export function useLocationSuggestions(term: string, operation: Operation | undefined) {
  const enabled = term.length >= MIN_QUERY_LENGTH;
  const query = useQuery({ ...locationSuggestionsQuery(term, operation), enabled, placeholderData: keepPreviousData });
  return {
    suggestions: enabled && !query.isError ? (query.data ?? NONE) : NONE,
    isFetching: enabled && query.isFetching,
    // The suggestions on screen are those of `term` (not the previous term's, kept meanwhile).
    isCurrent: enabled && query.isSuccess && !query.isPlaceholderData,
  };
}
