/** Location search: it starts at 2 characters, waits for a 250 ms pause in typing, and shows at most 15 places. */
export const MIN_QUERY_LENGTH = 2;
export const SEARCH_DEBOUNCE_MS = 250;
export const SUGGESTION_LIMIT = 15;
