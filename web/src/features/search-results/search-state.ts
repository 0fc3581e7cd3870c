import { PROPERTY_TYPES, ROUTE_OPERATION, type OperationType, type PropertyType } from "@domain/properties/property";
// The zod-free constants: search-params.ts (the schema) would bring zod into the first paint.
import { MAX_POLYGON_POINTS, SORTS, type Sort } from "@domain/properties/search-constants";
import { formatPolygonParam, type LngLat } from "@domain/properties/polygon";

/**
 * The results page's state lives in the URL (a search can be shared, bookmarked, and
 * back/forward work). This module reads every parameter the home page, the header menus and
 * the featured links produce, and writes one canonical form back.
 *
 * Reading is lenient: a value the page cannot understand is left out of the state (the
 * API, which receives the raw parameters, answers 400 with a Spanish message for it).
 */
export type SearchSection = keyof typeof ROUTE_OPERATION;

export const SORT_OPTIONS = SORTS;
export const POLYGON_MAX_POINTS = MAX_POLYGON_POINTS;

export const SECTION_FOR_OPERATION: Record<OperationType, SearchSection> = { venta: "comprar", renta: "rentar", remate: "remate" };

export type Bounds = [west: number, south: number, east: number, north: number];

export type SearchPlace = { id: string | null; name: string | null; lat: number | null; lng: number | null };

export type SearchState = {
  operation: OperationType;
  place: SearchPlace | null;
  estado: "cdmx" | null;
  tipo: PropertyType | null;
  inmobiliaria: string | null;
  recamaras: number | null;
  banos: number | null;
  estacionamientos: number | null;
  precioMin: number | null;
  precioMax: number | null;
  superficieMin: number | null;
  superficieMax: number | null;
  orden: Sort;
  bounds: Bounds | null;
  polygon: LngLat[] | null;
  page: number;
};

/** The filters a person sets by hand (not the place, the operation, the map or the page). */
export type FilterKey =
  | "tipo"
  | "inmobiliaria"
  | "recamaras"
  | "banos"
  | "estacionamientos"
  | "precio"
  | "superficie";

export function sectionFromPath(pathname: string): SearchSection {
  const first = pathname.split("/")[1] ?? "";
  return first in ROUTE_OPERATION ? (first as SearchSection) : "comprar";
}

function int(value: string | null, min: number, max: number): number | null {
  if (value === null || value.trim() === "") return null;
  const n = Number(value);
  return Number.isInteger(n) && n >= min && n <= max ? n : null;
}

function coordinate(value: string | null, limit: number): number | null {
  if (value === null || value.trim() === "") return null;
  const n = Number(value);
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
}

export function parseBounds(value: string | null): Bounds | null {
  if (!value) return null;
  const parts = value.split(",").map(Number);
  if (parts.length !== 4 || parts.some((n) => !Number.isFinite(n))) return null;
  const [w, s, e, n] = parts;
  if (Math.abs(w) > 180 || Math.abs(e) > 180 || Math.abs(s) > 90 || Math.abs(n) > 90 || w >= e || s >= n) return null;
  return [w, s, e, n];
}

export function parsePolygon(value: string | null): LngLat[] | null {
  if (!value) return null;
  const points = value
    .split(";")
    .filter(Boolean)
    .map((pair) => pair.split(",").map(Number));
  const valid = points.every((p) => p.length === 2 && Math.abs(p[0]) <= 180 && Math.abs(p[1]) <= 90 && p.every(Number.isFinite));
  if (!valid || points.length < 3 || points.length > POLYGON_MAX_POINTS) return null;
  return points as LngLat[];
}

export function formatBounds([w, s, e, n]: Bounds): string {
  return [w, s, e, n].map((v) => v.toFixed(5)).join(",");
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
}

/** The state of /comprar, /rentar or /remate with these parameters. */
export function readSearchState(section: SearchSection, params: URLSearchParams): SearchState {
  // Featured links: transaction= and type= win over the route's operation and tipo.
  const transaction = oneOf(["venta", "renta"] as const, params.get("transaction"));
  const type = params.get("type")?.toLowerCase() ?? null;
  const tipo = oneOf(PROPERTY_TYPES, params.get("tipo")) ?? oneOf(["casa", "departamento"] as const, type);

  const placeId = params.get("location_id")?.trim() || null;
  const placeName = params.get("location")?.trim() || null;
  const lat = coordinate(params.get("lat"), 90);
  const lng = coordinate(params.get("lng"), 180);

  return {
    operation: transaction ?? ROUTE_OPERATION[section],
    place: placeId || placeName ? { id: placeId, name: placeName, lat: lat !== null && lng !== null ? lat : null, lng: lat !== null && lng !== null ? lng : null } : null,
    estado: params.get("estado") === "cdmx" ? "cdmx" : null,
    tipo,
    inmobiliaria: params.get("inmobiliaria")?.match(/^[a-z0-9-]{1,80}$/)?.[0] ?? null,
    recamaras: int(params.get("recamaras"), 1, 5),
    banos: int(params.get("banos"), 1, 10),
    estacionamientos: int(params.get("estacionamientos"), 1, 10),
    precioMin: int(params.get("precio_min"), 0, 10_000_000_000),
    precioMax: int(params.get("precio_max"), 0, 10_000_000_000),
    superficieMin: int(params.get("superficie_min"), 0, 1_000_000),
    superficieMax: int(params.get("superficie_max"), 0, 1_000_000),
    orden: oneOf(SORT_OPTIONS, params.get("orden")) ?? "recientes",
    bounds: parseBounds(params.get("bounds")),
    polygon: parsePolygon(params.get("poligono")),
    page: int(params.get("page"), 1, 10_000) ?? 1,
  };
}

/** The canonical URL of a search: /{comprar|rentar|remate}?… with defaults left out. */
export function searchUrl(state: SearchState): string {
  const params = new URLSearchParams();
  const set = (key: string, value: string | number | null | undefined) => {
    if (value !== null && value !== undefined && value !== "") params.set(key, String(value));
  };
  if (state.place) {
    set("location", state.place.name);
    set("location_id", state.place.id);
    if (state.place.lat !== null && state.place.lng !== null) {
      set("lat", state.place.lat);
      set("lng", state.place.lng);
    }
  }
  set("estado", state.estado);
  set("tipo", state.tipo);
  set("inmobiliaria", state.inmobiliaria);
  set("recamaras", state.recamaras);
  set("banos", state.banos);
  set("estacionamientos", state.estacionamientos);
  set("precio_min", state.precioMin);
  set("precio_max", state.precioMax);
  set("superficie_min", state.superficieMin);
  set("superficie_max", state.superficieMax);
  if (state.bounds) set("bounds", formatBounds(state.bounds));
  if (state.polygon) set("poligono", formatPolygonParam(state.polygon));
  if (state.orden !== "recientes") set("orden", state.orden);
  if (state.page > 1) set("page", state.page);
  const query = params.toString();
  return `/${SECTION_FOR_OPERATION[state.operation]}${query ? `?${query}` : ""}`;
}

/**
 * The query string for GET /api/properties: the page's raw parameters (the API validates
 * them and explains a bad one) plus the route's operation. Keys are sorted, so the same
 * search always has the same cache key.
 */
export function apiQueryString(section: SearchSection, params: URLSearchParams, { forMap = false } = {}): string {
  const out = new URLSearchParams();
  const skip = forMap ? new Set(["page", "page_size", "orden", "operation"]) : new Set(["operation"]);
  for (const [key, value] of params) if (!skip.has(key) && value !== "") out.append(key, value);
  out.set("operation", ROUTE_OPERATION[section]);
  out.sort();
  return out.toString();
}

/** Changing a filter starts again at page 1. */
export function withFilters(state: SearchState, patch: Partial<SearchState>): SearchState {
  return { ...state, page: 1, ...patch };
}

/** Everything a person set by hand is cleared; the operation and the place stay. */
export function withoutFilters(state: SearchState): SearchState {
  return {
    ...state,
    tipo: null,
    inmobiliaria: null,
    recamaras: null,
    banos: null,
    estacionamientos: null,
    precioMin: null,
    precioMax: null,
    superficieMin: null,
    superficieMax: null,
    page: 1,
  };
}

export function clearFilter(state: SearchState, key: FilterKey): SearchState {
  switch (key) {
    case "precio":
      return withFilters(state, { precioMin: null, precioMax: null });
    case "superficie":
      return withFilters(state, { superficieMin: null, superficieMax: null });
    default:
      return withFilters(state, { [key]: null });
  }
}

/** How many hand-set filters are active (the number on the phones' 'Filtros' button). */
export function activeFilterCount(state: SearchState): number {
  return [
    state.tipo,
    state.inmobiliaria,
    state.recamaras,
    state.banos,
    state.estacionamientos,
    state.precioMin ?? state.precioMax,
    state.superficieMin ?? state.superficieMax,
  ].filter((v) => v !== null).length;
}

/** A wider view: the same centre, twice the width and height (the empty state's 'Alejar el mapa'). */
export function widenBounds([w, s, e, n]: Bounds): Bounds {
  const dx = (e - w) / 2;
  const dy = (n - s) / 2;
  return [Math.max(-180, w - dx), Math.max(-85, s - dy), Math.min(180, e + dx), Math.min(85, n + dy)];
}
