import { sectionPath, OPERATION_SECTION } from "../properties/sections";
import { HAND_SET_FILTERS, type SearchParamName } from "../properties/search-filters";
import { DRAWN_ZONE_TEXT, MAP_ZONE_TEXT, priceRangeText, searchSubject, WHOLE_CITY_TEXT } from "../properties/search-title";
import { writeSearchParams } from "../properties/search-url";
import { SAVED_SEARCH_LIMITS } from "./saved-search-limits";
import type { SavedSearchFilters } from "./saved-search";

// How a saved search reads and where it leads, for its owner's list (zod-free: the
// dashboard's first paint uses it).

/** The search's page: /{comprar|rentar|remate}?… written by the search table's canonical writer. */
export function savedSearchUrl(filters: SavedSearchFilters): string {
  const { operation, ...values } = filters;
  const query = writeSearchParams(values as Partial<Record<SearchParamName, never>>).toString();
  return `${sectionPath(OPERATION_SECTION[operation])}${query ? `?${query}` : ""}`;
}

/** Where it looks: 'en Roma Norte', 'en la zona dibujada', 'en la Ciudad de México'. */
function placeWords(filters: SavedSearchFilters): string {
  if (filters.poligono) return DRAWN_ZONE_TEXT;
  if (filters.bounds) return MAP_ZONE_TEXT;
  return filters.location ? `en ${filters.location}` : WHOLE_CITY_TEXT;
}

/** The filters the summary's title already says (the type and the price). */
const IN_TITLE = new Set(["tipo", "precio"]);

/**
 * What the search looks for, in words: 'Departamentos en renta en Roma Norte, hasta $25,000
 * · 2+ recámaras · Pet friendly'.
 */
export function savedSearchSummary(filters: SavedSearchFilters): string {
  const title = `${searchSubject(filters.tipo ?? null, filters.operation)} ${placeWords(filters)}${priceRangeText(filters.precio_min, filters.precio_max)}`;
  const values = filters as Partial<Record<SearchParamName, unknown>>;
  const chips = HAND_SET_FILTERS.filter((f) => !IN_TITLE.has(f.key)).flatMap((f) => {
    const chip = f.chip(f.params.map((p) => values[p] ?? null));
    return chip === null ? [] : [chip];
  });
  return [title, ...chips].join(" · ");
}

/** The new matches as the list shows them: '3', or '99+' past the count's cap. */
export function newMatchesText(count: number): string {
  return count > SAVED_SEARCH_LIMITS.newMatchesCap ? `${SAVED_SEARCH_LIMITS.newMatchesCap}+` : String(count);
}
