import { pointInPolygon } from "../properties/polygon";
import type { Operation, PropertyType } from "../properties/property";
import { ESTADO_SLUGS, type SEARCH_FILTERS } from "../properties/search-filters";
import { FACT_FILTER_KEYS, FACT_FILTERS, storedFactMatches, type FactFilterKey, type StoredFact } from "../properties/fact-filters";
import type { ListingFact } from "../listings/facts";
import type { SavedSearchFilters } from "./saved-search";
import { AMENITY_FACTS } from "../listings/facts";
import { listingCommuteMinutes, type ListingForCommute } from "../transit/shipped-commute";

// Whether a listing matches a saved search: the search API's filters (search-filters.ts,
// their SQL in worker/services/property-search.ts) applied to one listing in memory, so a
// new listing is checked against the searches it may interest without a query per search.
// There is one rule per row of the search table, and the typecheck fails when a row is
// added without its rule here.

/** What a listing shows the filters: its columns, its places' ids, and its agency's slug. */
export type ListingForMatch = {
  operation: Operation;
  type: PropertyType;
  price: number;
  bedrooms: number;
  bathrooms: number;
  parkingSpaces: number;
  builtSurface: number | null;
  totalSurface: number | null;
  /** Its colonia, alcaldía (municipio) and estado. */
  coloniaId: string;
  municipioId: string | null;
  estadoId: string | null;
  /** The slug of its estado's place (the estado=cdmx filter names the state by slug). */
  estadoSlug: string | null;
  agencySlug: string | null;
  lat: number;
  lng: number;
  /** The facts its advertiser attests, as stored (text, 1/0, the credits' bitmask; null: not given). */
  facts: Readonly<Record<ListingFact, StoredFact>>;
  /** Its amenities, by their names on the publishing form. */
  features: readonly string[];
  /** Its private pin and its stations within 1 km (listing_stations), for a commute's maximum. */
  commute: ListingForCommute;
  /** Its stations within 1 km (listing_stations), each with the lines ("metro-3") that stop there. */
  stations: readonly { routeIds: readonly string[]; walkMinutes: number }[];
};

type Rule = (l: ListingForMatch, f: SavedSearchFilters) => boolean;

const atLeast = (value: number, min: number | undefined) => min === undefined || value >= min;
const atMost = (value: number, max: number | undefined) => max === undefined || value <= max;

const factRule =
  (key: FactFilterKey): Rule =>
  (l, f) => {
    const value = f[key];
    return !value || storedFactMatches(key, value, l.facts[FACT_FILTERS[key].fact]);
  };

const MATCH_RULES: Record<keyof typeof SEARCH_FILTERS, Rule | null> = {
  // A place includes the places under it: a colonia's listings are its alcaldía's and its estado's.
  place: (l, f) => !f.location_id || f.location_id === l.coloniaId || f.location_id === l.municipioId || f.location_id === l.estadoId,
  estado: (l, f) => !f.estado || l.estadoSlug === ESTADO_SLUGS[f.estado],
  tipo: (l, f) => !f.tipo || l.type === f.tipo,
  inmobiliaria: (l, f) => !f.inmobiliaria || l.agencySlug === f.inmobiliaria,
  recamaras: (l, f) => !f.recamaras || l.bedrooms >= f.recamaras,
  banos: (l, f) => !f.banos || l.bathrooms >= f.banos,
  estacionamientos: (l, f) => !f.estacionamientos || l.parkingSpaces >= f.estacionamientos,
  // A fact the listing does not give never matches.
  ...(Object.fromEntries(FACT_FILTER_KEYS.map((key) => [key, factRule(key)])) as Record<FactFilterKey, Rule>),
  amenidad: (l, f) => {
    if (!f.amenidad) return true;
    const fact = AMENITY_FACTS[f.amenidad];
    return fact ? l.facts[fact] !== null && Boolean(Number(l.facts[fact])) : l.features.includes(f.amenidad);
  },
  precio: (l, f) => atLeast(l.price, f.precio_min) && atMost(l.price, f.precio_max),
  // The area is the built surface, or the total surface when there is none; a listing
  // without either matches no surface filter.
  superficie: (l, f) => {
    if (f.superficie_min === undefined && f.superficie_max === undefined) return true;
    const area = l.builtSurface ?? l.totalSurface;
    return area !== null && atLeast(area, f.superficie_min) && atMost(area, f.superficie_max);
  },
  // A station within so many minutes; with a line, one of that line's (checked by `linea`).
  estacion_min: (l, f) => f.estacion_min === undefined || f.linea !== undefined || l.stations.some((s) => s.walkMinutes <= f.estacion_min!),
  linea: (l, f) =>
    !f.linea || l.stations.some((s) => s.routeIds.includes(f.linea!) && (f.estacion_min === undefined || s.walkMinutes <= f.estacion_min)),
  // The map's view, or a drawn zone (inside its bounding box, then inside the polygon).
  map: (l, f) => {
    if (f.bounds) {
      const [w, s, e, n] = f.bounds;
      if (l.lng < w || l.lng > e || l.lat < s || l.lat > n) return false;
    }
    return !f.poligono || pointInPolygon([l.lng, l.lat], f.poligono);
  },
  // A maximum commute to the destination (domain/transit/commute.ts), as the search estimates it.
  traslado: (l, f) => {
    if (f.traslado_max === undefined || f.destino_lat === undefined || f.destino_lng === undefined) return true;
    const minutes = listingCommuteMinutes(l.commute, { lat: f.destino_lat, lng: f.destino_lng });
    return minutes !== null && minutes <= f.traslado_max;
  },
  api: (l, f) => l.operation === f.operation,
  // Sorting, paging and the featured links' spelling (read into operation and tipo) filter nothing.
  orden: null,
  page: null,
  featured: null,
};

const RULES = Object.values(MATCH_RULES).filter((rule): rule is Rule => rule !== null);

export function listingMatchesSearch(listing: ListingForMatch, filters: SavedSearchFilters): boolean {
  return RULES.every((rule) => rule(listing, filters));
}
