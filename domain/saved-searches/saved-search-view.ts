import { sectionPath, OPERATION_SECTION } from "../properties/sections";
import { HAND_SET_FILTERS, type SearchParamName } from "../properties/search-filters";
import { DRAWN_ZONE_TEXT, MAP_ZONE_TEXT, priceRangeText, searchSubject, WHOLE_CITY_TEXT } from "../properties/search-title";
import { writeSearchParams } from "../properties/search-url";
import { normalizeSearchText } from "../text/normalize";
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

/**
 * The search as the search API reads it (its URL parameters as text, the operation
 * included): what POST /api/saved-searches takes to save it again ('Deshacer' after deleting).
 */
export function savedSearchParams(filters: SavedSearchFilters): Record<string, string> {
  const { operation, ...values } = filters;
  return { operation, ...Object.fromEntries(writeSearchParams(values as Partial<Record<SearchParamName, never>>)) };
}

/** Where it looks: 'en Roma Norte', 'en la zona dibujada', 'en la Ciudad de México'. */
function placeWords(filters: SavedSearchFilters): string {
  if (filters.poligono) return DRAWN_ZONE_TEXT;
  if (filters.bounds) return MAP_ZONE_TEXT;
  return filters.location ? `en ${filters.location}` : WHOLE_CITY_TEXT;
}

/** The filters the summary's title already says (the type and the price). */
const IN_TITLE = new Set(["tipo", "precio"]);

/** The parts of the summary: the title ('Departamentos en renta en Roma Norte, hasta $25,000'), then one per other filter. */
function summaryParts(filters: SavedSearchFilters): string[] {
  const title = `${searchSubject(filters.tipo ?? null, filters.operation)} ${placeWords(filters)}${priceRangeText(filters.precio_min, filters.precio_max)}`;
  const values = filters as Partial<Record<SearchParamName, unknown>>;
  const chips = HAND_SET_FILTERS.filter((f) => !IN_TITLE.has(f.key)).flatMap((f) => {
    const chip = f.chip(f.params.map((p) => values[p] ?? null));
    return chip === null ? [] : [chip];
  });
  return [title, ...chips];
}

/**
 * What the search looks for, in words: 'Departamentos en renta en Roma Norte, hasta $25,000
 * · 2+ recámaras · Acepta mascotas'.
 */
export function savedSearchSummary(filters: SavedSearchFilters): string {
  return summaryParts(filters).join(" · ");
}

/**
 * The summary to show under the search's name: only the parts the name does not already say
 * (compared without case, accents or punctuation), or null when the name says it all (a
 * search saved under the page's title would otherwise read twice).
 */
export function savedSearchSummaryBeside(name: string, filters: SavedSearchFilters): string | null {
  const said = ` ${normalizeSearchText(name)} `;
  const adds = summaryParts(filters).filter((part) => !said.includes(` ${normalizeSearchText(part)} `));
  return adds.length ? adds.join(" · ") : null;
}

/** The new matches as the list shows them: '3', or '99+' past the count's cap. */
export function newMatchesText(count: number): string {
  return count > SAVED_SEARCH_LIMITS.newMatchesCap ? `${SAVED_SEARCH_LIMITS.newMatchesCap}+` : String(count);
}
