import { priceRangeText, SEARCH_PLACE_TEXTS, searchSubject } from "@domain/properties/search-title";
import type { Lang } from "@domain/i18n/lang";
import { HAND_SET_FILTERS, type FilterKey, type HandSetFilter } from "@domain/properties/search-filters";
import { filterValues, type SearchState } from "./search-state";
import { filterChipText, filterLabel, FILTER_PANEL_TEXTS } from "@domain/properties/search-filter-texts";

/** Where the search looks, for the title: the drawn zone, the map's view, the place or the city. */
export function placeText(state: SearchState, placeName: string | null, lang: Lang = "es"): string {
  const words = SEARCH_PLACE_TEXTS[lang];
  if (state.polygon) return words.drawnZone;
  if (state.bounds) return words.mapZone;
  const name = placeName ?? state.place?.name;
  if (name) return words.inPlace(name);
  return words.wholeCity;
}

/** 'Departamentos en renta en Polanco', 'Propiedades en venta en la Ciudad de México', 'Casas en renta en Roma Norte, hasta $25,000'. */
export function searchTitle(state: SearchState, placeName: string | null, lang: Lang = "es"): string {
  return `${searchSubject(state.tipo, state.operation, lang)} ${placeText(state, placeName, lang)}${priceRangeText(state.precioMin, state.precioMax, lang)}`;
}

/** The filters with a button and a panel of their own on wide screens, in the bar's order. */
const OWN_PANELS: FilterKey[] = ["tipo", "precio", "recamaras"];
const own = (f: HandSetFilter) => OWN_PANELS.includes(f.key);
const rank = (f: HandSetFilter) => (own(f) ? OWN_PANELS.indexOf(f.key) : f.control ? OWN_PANELS.length : OWN_PANELS.length + 1);

/**
 * The hand-set filters in the order the filter bar and the phones' sheet show them: those
 * with their own panel, then those under 'Más filtros', then those no panel sets (from a link).
 */
export const SHOWN_FILTERS: HandSetFilter[] = [...HAND_SET_FILTERS].sort((a, b) => rank(a) - rank(b));
/** What 'Más filtros' holds: every filter with a control and no panel of its own. */
export const MORE_FILTERS = SHOWN_FILTERS.filter((f) => f.control && !own(f));

const chipText = (state: SearchState, filter: HandSetFilter, lang: Lang = "es") => filterChipText(filter, filterValues(state, filter.key), lang);

export type FilterChip = { key: FilterKey; label: string };

/** The hand-set filters as removable chips, in the order the filter bar shows them. */
export function filterChips(state: SearchState, lang: Lang = "es"): FilterChip[] {
  return SHOWN_FILTERS.flatMap((filter) => {
    const label = chipText(state, filter, lang);
    return label === null ? [] : [{ key: filter.key, label }];
  });
}

export type DesktopFilterId = FilterKey | "mas";

export const DESKTOP_FILTERS: ReadonlyArray<{ id: DesktopFilterId; label: string }> = [
  ...SHOWN_FILTERS.filter(own).map((f) => ({ id: f.key, label: f.label })),
  { id: "mas", label: FILTER_PANEL_TEXTS.es.more },
];

/** A desktop filter button's name in the page's language. */
export function desktopFilterLabel(id: DesktopFilterId, lang: Lang): string {
  if (id === "mas") return FILTER_PANEL_TEXTS[lang].more;
  return filterLabel(
    SHOWN_FILTERS.find((f) => f.key === id)!,
    lang,
  );
}

/** What a desktop filter button says when it has a value ('Departamentos', '3+ recámaras', 'Más filtros (2)'…). */
export function filterSummary(state: SearchState, id: DesktopFilterId, lang: Lang = "es"): string | null {
  if (id !== "mas")
    return chipText(
      state,
      SHOWN_FILTERS.find((f) => f.key === id)!,
      lang,
    );
  const more = MORE_FILTERS.filter((f) => chipText(state, f) !== null).length;
  return more > 0 ? FILTER_PANEL_TEXTS[lang].moreCount(more) : null;
}
