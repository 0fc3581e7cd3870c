/** SPEC 9: minimum 2 characters, 250 ms debounce, at most 15 results. */
export const MIN_QUERY_LENGTH = 2;
export const SEARCH_DEBOUNCE_MS = 250;
export const SUGGESTION_LIMIT = 15;
