// How many searches a person keeps, and how long their names may be.
export const SAVED_SEARCH_LIMITS = { perUser: 50, nameMax: 80 } as const;
