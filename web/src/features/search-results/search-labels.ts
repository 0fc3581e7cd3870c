import { DRAWN_ZONE_TEXT, MAP_ZONE_TEXT, priceRangeText, searchSubject, WHOLE_CITY_TEXT } from "@domain/properties/search-title";
import { HAND_SET_FILTERS, type FilterKey, type HandSetFilter } from "@domain/properties/search-filters";
import { filterValues, type SearchState } from "./search-state";

/** Where the search looks, for the title: the drawn zone, the map's view, the place or the city. */
export function placeText(state: SearchState, placeName: string | null): string {
  if (state.polygon) return DRAWN_ZONE_TEXT;
  if (state.bounds) return MAP_ZONE_TEXT;
  const name = placeName ?? state.place?.name;
  if (name) return `en ${name}`;
  return WHOLE_CITY_TEXT;
}

/** 'Departamentos en renta en Polanco', 'Propiedades en venta en la Ciudad de México', 'Casas en renta en Roma Norte, hasta $25,000'. */
export function searchTitle(state: SearchState, placeName: string | null): string {
  return `${searchSubject(state.tipo, state.operation)} ${placeText(state, placeName)}${priceRangeText(state.precioMin, state.precioMax)}`;
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

const chipText = (state: SearchState, filter: HandSetFilter) => filter.chip(filterValues(state, filter.key));

export type FilterChip = { key: FilterKey; label: string };

/** The hand-set filters as removable chips, in the order the filter bar shows them. */
export function filterChips(state: SearchState): FilterChip[] {
  return SHOWN_FILTERS.flatMap((filter) => {
    const label = chipText(state, filter);
    return label === null ? [] : [{ key: filter.key, label }];
  });
}

export type DesktopFilterId = FilterKey | "mas";

export const DESKTOP_FILTERS: ReadonlyArray<{ id: DesktopFilterId; label: string }> = [
  ...SHOWN_FILTERS.filter(own).map((f) => ({ id: f.key, label: f.label })),
  { id: "mas", label: "Más filtros" },
];

/** What a desktop filter button says when it has a value ('Departamentos', '3+ recámaras', 'Más filtros (2)'…). */
export function filterSummary(state: SearchState, id: DesktopFilterId): string | null {
  if (id !== "mas")
    return chipText(
      state,
      SHOWN_FILTERS.find((f) => f.key === id)!,
    );
  const more = MORE_FILTERS.filter((f) => chipText(state, f) !== null).length;
  return more > 0 ? `Más filtros (${more})` : null;
}
