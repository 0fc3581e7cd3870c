import type { CanonicalLocation } from "./location";

/** A place a page links a search to, as the location search gives it (id, name, centre) and its slug. */
export type LinkedPlace = Pick<CanonicalLocation, "id" | "nombre_canonico" | "slug" | "centroide">;

/**
 * The places of CDMX the home page's searches link to, with the ids the canonical places
 * have in every database (the places seed derives each from its name and the place's slug:
 * db/seed/locations.ts, whose tests hold these rows to it). A link carries the id, as a search from the location
 * box does, so it means exactly this place and never another of the same name.
 */
export const LINKED_PLACES = {
  coyoacan: { id: "loc_8v7z96sk1c", nombre_canonico: "Coyoacán", slug: "coyoacan", centroide: [-99.15, 19.33] },
  tlalpan: { id: "loc_yptxr4lbjo", nombre_canonico: "Tlalpan", slug: "tlalpan", centroide: [-99.167, 19.29] },
  sanAngel: { id: "loc_qbynlp1qo2", nombre_canonico: "San Ángel", slug: "san-angel-alvaro-obregon", centroide: [-99.191, 19.346] },
  santaFe: { id: "loc_p3uiqri5lz", nombre_canonico: "Santa Fe", slug: "santa-fe-alvaro-obregon", centroide: [-99.262, 19.364] },
  narvartePoniente: {
    id: "loc_k3bu9xlieq",
    nombre_canonico: "Narvarte Poniente",
    slug: "narvarte-poniente-benito-juarez",
    centroide: [-99.156, 19.392],
  },
  juarez: { id: "loc_bi0hq80jce", nombre_canonico: "Juárez", slug: "juarez-cuauhtemoc", centroide: [-99.16, 19.4275] },
  escandon: { id: "loc_ybwp09r1ie", nombre_canonico: "Escandón", slug: "escandon-miguel-hidalgo", centroide: [-99.179, 19.4025] },
} satisfies Record<string, LinkedPlace>;
