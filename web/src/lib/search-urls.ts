import type { Operation } from "./search-filters";

/** The part of a canonical location a search URL needs. centroide is [lng, lat]. */
export type SearchLocation = {
  id: string;
  nombre_canonico: string;
  centroide: [number, number] | null;
};

/** /{rentar|comprar}?location=…&location_id=…&lat=…&lng=… (lat/lng only with a centroid). */
export function locationSearchUrl(operation: Operation, location: SearchLocation): string {
  const params = new URLSearchParams({ location: location.nombre_canonico, location_id: location.id });
  if (location.centroide) {
    const [lng, lat] = location.centroide;
    params.set("lat", String(lat));
    params.set("lng", String(lng));
  }
  return `/${operation}?${params}`;
}

export type FeaturedPropertyType = "Casa" | "Departamento";
export type FeaturedTransaction = "venta" | "renta";

/** Featured links: /comprar?type=Casa|Departamento&transaction=venta|renta&location={name}. */
export function featuredSearchUrl(type: FeaturedPropertyType, transaction: FeaturedTransaction, location: string): string {
  return `/comprar?${new URLSearchParams({ type, transaction, location })}`;
}

/** Header menu links: /comprar?estado=cdmx, ?tipo=casa, ?recamaras=3. */
export function menuFilterUrl(operation: Operation, filter: { estado?: "cdmx"; tipo?: string; recamaras?: number }): string {
  const params = new URLSearchParams();
  if (filter.estado) params.set("estado", filter.estado);
  if (filter.tipo) params.set("tipo", filter.tipo);
  if (filter.recamaras) params.set("recamaras", String(filter.recamaras));
  return `/${operation}?${params}`;
}
