import { sectionPath, OPERATION_SECTION } from "../properties/sections";
import { HAND_SET_FILTERS, type SearchParamName } from "../properties/search-filters";
import { priceRangeText, SEARCH_PLACE_TEXTS, searchSubject } from "../properties/search-title";
import { filterChipText } from "../properties/search-filter-texts";
import type { Lang } from "../i18n/lang";
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

/** Where it looks: 'en Roma Norte', 'en la zona dibujada', 'en la Ciudad de México' ('in Roma Norte'…). */
function placeWords(filters: SavedSearchFilters, lang: Lang): string {
  const words = SEARCH_PLACE_TEXTS[lang];
  if (filters.poligono) return words.drawnZone;
  if (filters.bounds) return words.mapZone;
  return filters.location ? words.inPlace(filters.location) : words.wholeCity;
}

/** The filters the summary's title already says (the type and the price). */
const IN_TITLE = new Set(["tipo", "precio"]);

/** The parts of the summary: the title ('Departamentos en renta en Roma Norte, hasta $25,000'), then one per other filter. */
function summaryParts(filters: SavedSearchFilters, lang: Lang): string[] {
  const title = `${searchSubject(filters.tipo ?? null, filters.operation, lang)} ${placeWords(filters, lang)}${priceRangeText(filters.precio_min, filters.precio_max, lang)}`;
  const values = filters as Partial<Record<SearchParamName, unknown>>;
  const chips = HAND_SET_FILTERS.filter((f) => !IN_TITLE.has(f.key)).flatMap((f) => {
    const chip = filterChipText(f, f.params.map((p) => values[p] ?? null) as never[], lang);
    return chip === null ? [] : [chip];
  });
  return [title, ...chips];
}

/**
 * What the search looks for, in words: 'Departamentos en renta en Roma Norte, hasta $25,000
 * · 2+ recámaras · Acepta mascotas'.
 */
export function savedSearchSummary(filters: SavedSearchFilters, lang: Lang = "es"): string {
  return summaryParts(filters, lang).join(" · ");
}

/**
 * The summary to show under the search's name: only the parts the name does not already say
 * (compared without case, accents or punctuation), or null when the name says it all (a
 * search saved under the page's title would otherwise read twice).
 */
export function savedSearchSummaryBeside(name: string, filters: SavedSearchFilters, lang: Lang = "es"): string | null {
  const said = ` ${normalizeSearchText(name)} `;
  const adds = summaryParts(filters, lang).filter((part) => !said.includes(` ${normalizeSearchText(part)} `));
  return adds.length ? adds.join(" · ") : null;
}

/** The new matches as the list shows them: '3', or '99+' past the count's cap. */
export function newMatchesText(count: number): string {
  return count > SAVED_SEARCH_LIMITS.newMatchesCap ? `${SAVED_SEARCH_LIMITS.newMatchesCap}+` : String(count);
}
