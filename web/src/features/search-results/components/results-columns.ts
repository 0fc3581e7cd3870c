/**
 * Desktop widths of the results page's two columns: the list and the map beside it. Each
 * column has its own width (not what the other leaves), so the list painted before the
 * map's markup has arrived already sits where it will stay.
 */
export const LIST_COLUMN = "lg:w-[55%] lg:flex-none";
export const MAP_COLUMN = "lg:w-[45%] lg:shrink-0";
