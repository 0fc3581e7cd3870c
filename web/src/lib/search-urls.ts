import { writeSearchParams, type FeaturedTransaction, type SearchValues } from "@domain/properties/search-filters";
import { sectionPath, type Section } from "@domain/properties/sections";

/** The part of a canonical location a search URL needs. centroide is [lng, lat]. */
export type SearchLocation = {
  id: string;
  nombre_canonico: string;
  centroide: [number, number] | null;
};

/** /{rentar|comprar}?location=…&location_id=…&lat=…&lng=… (lat/lng only with a centroid). */
export function locationSearchUrl(section: Section, location: SearchLocation): string {
  const [lng, lat] = location.centroide ?? [null, null];
  return `${sectionPath(section)}?${writeSearchParams({ location: location.nombre_canonico, location_id: location.id, lat, lng })}`;
}

export type FeaturedPropertyType = "Casa" | "Departamento";

/** Featured links: /comprar?type=Casa|Departamento&transaction=venta|renta&location={name}. */
export function featuredSearchUrl(type: FeaturedPropertyType, transaction: FeaturedTransaction, location: string): string {
  return `${sectionPath("comprar")}?${new URLSearchParams({ type, transaction, location })}`;
}

/** Header menu links: /comprar?estado=cdmx, ?tipo=casa, ?recamaras=3. */
export function menuFilterUrl(section: Section, filter: Partial<Pick<SearchValues, "estado" | "tipo" | "recamaras">>): string {
  return `${sectionPath(section)}?${writeSearchParams(filter)}`;
}
