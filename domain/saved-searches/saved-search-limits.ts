// How many searches a person keeps, and how long their names may be.
export const SAVED_SEARCH_LIMITS = {
  perUser: 50,
  nameMax: 80,
  // New matches since the last visit are counted up to this many; more reads '99+'.
  newMatchesCap: 99,
} as const;
