import { LOCATION_SEARCH } from "@domain/locations/location";

/** Location search: it starts at 2 characters, waits for a 250 ms pause in typing, and shows at most 15 places. */
export const MIN_QUERY_LENGTH = LOCATION_SEARCH.minChars;
export const SEARCH_DEBOUNCE_MS = LOCATION_SEARCH.debounceMs;
export const SUGGESTION_LIMIT = LOCATION_SEARCH.maxResults;
