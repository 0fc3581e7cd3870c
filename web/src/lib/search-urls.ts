import type { FeaturedTransaction, SearchParamName } from "@domain/properties/search-filters";
import type { SearchValues } from "@domain/properties/search-url";
import { sectionPath, type Section } from "@domain/properties/sections";

// Links into the search pages from the home page and the header. The parameter names are
// the search table's (domain/properties/search-filters.ts), checked by type only: the table
// itself stays out of the pages that only link to a search.
type Query = Partial<Record<SearchParamName, string>>;
const searchHref = (section: Section, query: Query) => `${sectionPath(section)}?${new URLSearchParams(query as Record<string, string>)}`;

/** The part of a canonical location a search URL needs. centroide is [lng, lat]. */
export type SearchLocation = {
  id: string;
  nombre_canonico: string;
  centroide: [number, number] | null;
};

function locationQuery(location: SearchLocation): Query {
  const query: Query = { location: location.nombre_canonico, location_id: location.id };
  if (location.centroide) {
    const [lng, lat] = location.centroide;
    query.lat = String(lat);
    query.lng = String(lng);
  }
  return query;
}

/** /{rentar|comprar}?location=…&location_id=…&lat=…&lng=… (lat/lng only with a centroid). */
export function locationSearchUrl(section: Section, location: SearchLocation): string {
  return searchHref(section, locationQuery(location));
}

export type FeaturedPropertyType = "Casa" | "Departamento";

/** Featured links: /comprar?type=Casa|Departamento&transaction=venta|renta&location={name}. */
export function featuredSearchUrl(type: FeaturedPropertyType, transaction: FeaturedTransaction, location: string): string {
  return searchHref("comprar", { type, transaction, location });
}

/** Everything for sale in a place, by its name: /comprar?location={name} (a city where Hogaria does not publish yet opens the page that says so). */
export function placeSearchUrl(location: string): string {
  return searchHref("comprar", { location });
}

/** The filters a link sets (the header menus', the home page's searches). */
export type LinkFilter = Partial<
  Pick<
    SearchValues,
    "estado" | "tipo" | "recamaras" | "estacionamientos" | "precio_max" | "mascotas" | "amueblado" | "amenidad" | "elevador" | "roof_garden"
  >
>;

/** A search with these filters, in a place (as the location search writes it) or none: /rentar?location=…&tipo=casa. */
export function filteredSearchUrl(section: Section, filter: LinkFilter, location?: SearchLocation): string {
  const query: Query = location ? locationQuery(location) : {};
  for (const [name, value] of Object.entries(filter)) if (value) query[name as SearchParamName] = String(value);
  return searchHref(section, query);
}

/** Header menu links: /comprar?estado=cdmx, ?tipo=casa, ?recamaras=3. */
export function menuFilterUrl(section: Section, filter: Partial<Pick<SearchValues, "estado" | "tipo" | "recamaras">>): string {
  return filteredSearchUrl(section, filter);
}

/**
 * A guide's link into a section: a place by name (the API finds it as it finds the featured
 * links' places) and/or a highest price: /rentar?location=Del+Valle, /rentar?precio_max=10000.
 */
export function sectionSearchUrl(section: Section, filter: { location?: string; precio_max?: number }): string {
  const query: Query = {};
  if (filter.location) query.location = filter.location;
  if (filter.precio_max !== undefined) query.precio_max = String(Math.floor(filter.precio_max));
  return searchHref(section, query);
}
