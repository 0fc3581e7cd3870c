import type { Operation } from "@domain/properties/property";
import type { Bounds } from "@domain/properties/search-param-kinds";
import { isSection, OPERATION_SECTION, SECTION_OPERATION, sectionPath, type Section } from "@domain/properties/sections";
// The zod-free search table: search-params.ts (the API's schema) would bring zod into the first paint.
import {
  HAND_SET_FILTERS,
  paramsOfRole,
  rangeIsValid,
  SEARCH_PARAMS,
  type FilterKey,
  type SearchParamName,
  type SearchParamSpec,
} from "@domain/properties/search-filters";
import { readPageSearch, writeSearchParams, type PageSearch, type SearchValues } from "@domain/properties/search-url";

/**
 * The results page's state lives in the URL (a search can be shared, bookmarked, and
 * back/forward work). The page reads it with the search table's lenient reader
 * (readPageSearch: what it cannot read is left out, and the API explains it) and writes one
 * canonical form back. Each parameter read into the state is one field, named in camelCase
 * (precio_min → precioMin); the place's parameters make up `place`.
 */
export type SearchPlace = { id: string | null; name: string | null; lat: number | null; lng: number | null };

type CamelCase<S extends string> = S extends `${infer A}_${infer B}` ? `${A}${Capitalize<CamelCase<B>>}` : S;
type FieldName<N extends SearchParamName> = SearchParamSpec<N> extends { field: infer F extends string } ? F : CamelCase<N>;
type StateParam = Exclude<keyof PageSearch, "operation" | "location" | "location_id" | "lat" | "lng">;
type Simplify<T> = { [K in keyof T]: T[K] } & {};

export type SearchState = Simplify<{ operation: Operation; place: SearchPlace | null } & { [N in StateParam as FieldName<N>]: PageSearch[N] }>;
type StateField = Exclude<keyof SearchState, "operation" | "place">;

/** The parameters the state holds one field each for (every one but the place's and the API's). */
const STATE_PARAMS = paramsOfRole(undefined) as StateParam[];

/** The state's field for a parameter: precio_min → precioMin, or the name the table gives it. */
export function fieldOf(name: SearchParamName): StateField {
  const spec: { field?: string } = SEARCH_PARAMS[name];
  return (spec.field ?? name.replace(/_(\w)/g, (_, c: string) => c.toUpperCase())) as StateField;
}

export function sectionFromPath(pathname: string): Section {
  const first = pathname.split("/")[1] ?? "";
  return isSection(first) ? first : "comprar";
}

/** The state of /comprar, /rentar or /remate with these parameters. */
export function readSearchState(section: Section, params: URLSearchParams): SearchState {
  const search = readPageSearch(params, SECTION_OPERATION[section]);
  const { location: name, location_id: id, lat, lng } = search;
  const centre = lat !== null && lng !== null;
  const state: Record<string, unknown> = {
    operation: search.operation,
    place: id || name ? { id, name, lat: centre ? lat : null, lng: centre ? lng : null } : null,
  };
  for (const param of STATE_PARAMS) state[fieldOf(param)] = search[param];
  return state as SearchState;
}

/** The canonical URL of a search: /{comprar|rentar|remate}?… with defaults left out. */
export function searchUrl(state: SearchState): string {
  const values: Partial<Record<SearchParamName, unknown>> = {};
  if (state.place) {
    values.location = state.place.name;
    values.location_id = state.place.id;
    if (state.place.lat !== null && state.place.lng !== null) Object.assign(values, { lat: state.place.lat, lng: state.place.lng });
  }
  for (const param of STATE_PARAMS) values[param] = state[fieldOf(param)];
  const query = writeSearchParams(values as Partial<SearchValues>).toString();
  return `${sectionPath(OPERATION_SECTION[state.operation])}${query ? `?${query}` : ""}`;
}

/**
 * The query string for GET /api/properties: the page's raw parameters (the API validates
 * them and explains a bad one) plus the route's operation. Keys are sorted, so the same
 * search always has the same cache key.
 */
export function apiQueryString(section: Section, params: URLSearchParams, { forMap = false } = {}): string {
  const out = new URLSearchParams();
  const skip = new Set<string>(forMap ? (["page", "page_size", "orden", "operation"] satisfies SearchParamName[]) : ["operation"]);
  for (const [key, value] of params) if (!skip.has(key) && value !== "") out.append(key, value);
  out.set("operation", SECTION_OPERATION[section]);
  out.sort();
  return out.toString();
}

/** Changing a filter starts again at page 1. */
export function withFilters(state: SearchState, patch: Partial<SearchState>): SearchState {
  return { ...state, page: 1, ...patch };
}

const filterOf = (key: FilterKey) => HAND_SET_FILTERS.find((f) => f.key === key)!;

/** A hand-set filter's values in its parameters' order (a range: minimum, maximum). */
export function filterValues(state: SearchState, key: FilterKey): unknown[] {
  return filterOf(key).params.map((param) => state[fieldOf(param)]);
}

/** The state's fields that hold these values of a hand-set filter (in its parameters' order). */
export function filterPatch(key: FilterKey, values: readonly unknown[]): Partial<SearchState> {
  return Object.fromEntries(filterOf(key).params.map((param, i) => [fieldOf(param), values[i] ?? null]));
}

/** The fields of these hand-set filters as `from` has them, or cleared when `from` is null. */
export function filterFields(from: SearchState | null, keys: readonly FilterKey[]): Partial<SearchState> {
  return Object.assign({}, ...keys.map((key) => filterPatch(key, from ? filterValues(from, key) : [])));
}

/** Whether each range among these filters has its minimum at most its maximum (the panels say so otherwise). */
export function rangesAreValid(state: SearchState, keys: FilterKey[] = HAND_SET_FILTERS.map((f) => f.key)): boolean {
  return keys.every(
    (key) => filterOf(key).control?.kind !== "range" || rangeIsValid(...(filterValues(state, key) as [number | null, number | null])),
  );
}

/** Everything a person set by hand is cleared; the operation and the place stay. */
export function withoutFilters(state: SearchState): SearchState {
  return withFilters(
    state,
    filterFields(
      null,
      HAND_SET_FILTERS.map((f) => f.key),
    ),
  );
}

export function clearFilter(state: SearchState, key: FilterKey): SearchState {
  return withFilters(state, filterFields(null, [key]));
}

/** How many hand-set filters are active (the number on the phones' 'Filtros' button). */
export function activeFilterCount(state: SearchState): number {
  return HAND_SET_FILTERS.filter((f) => filterValues(state, f.key).some((v) => v !== null)).length;
}

/** A wider view: the same centre, twice the width and height (the empty state's 'Alejar el mapa'). */
export function widenBounds([w, s, e, n]: Bounds): Bounds {
  const dx = (e - w) / 2;
  const dy = (n - s) / 2;
  return [Math.max(-180, w - dx), Math.max(-85, s - dy), Math.min(180, e + dx), Math.min(85, n + dy)];
}
