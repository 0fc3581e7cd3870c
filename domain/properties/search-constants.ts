// Search constants without zod, so the web app's first paint can use them
// (search-params.ts builds the schema on them).
// "traslado" sorts by the commute to the search's destination (without one, it is "recientes").
export const SORTS = ["recientes", "precio-asc", "precio-desc", "precio-m2", "traslado"] as const;
export type Sort = (typeof SORTS)[number];
export const MAX_PAGE_SIZE = 50;
export const DEFAULT_PAGE_SIZE = 24;
export const MAX_POLYGON_POINTS = 100;
// The bedroom filter's choices (the header menus offer them too): recamaras=5 means five or more.
export const BEDROOM_OPTIONS = [1, 2, 3, 4, 5] as const;
