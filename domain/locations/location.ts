import { SEARCH_QUERY_MAX_CHARS } from "../text/search-query";

// Mexico City as a place of its own (the estado every listing sits in today).
export const CDMX_SLUG = "ciudad-de-mexico";
// Where Hogaria publishes listings today: Mexico City and the places in it. Any other
// place (a city, an estado) is known to the search but has no listings yet.
export const SERVED_PLACE_SLUG = CDMX_SLUG;
export const CDMX_NAME = "Ciudad de México";

export const LOCATION_TIPOS = ["estado", "municipio", "colonia"] as const;
export type LocationTipo = (typeof LOCATION_TIPOS)[number];

export const LOCATION_TIPO_LABELS: Record<LocationTipo, string> = {
  estado: "Estado",
  municipio: "Municipio",
  colonia: "Colonia",
};

// A canonical place as the API returns it. centroide is [lng, lat] (GeoJSON order).
export type CanonicalLocation = {
  id: string;
  nombre_canonico: string;
  contexto: string;
  tipo: LocationTipo;
  slug: string;
  centroide: [number, number] | null;
  padre_id: string | null;
  property_count: number;
};

// An alcaldía of Mexico City as GET /api/alcaldias lists it (the agency directory's filter).
export type Alcaldia = { id: string; nombre_canonico: string };

export const LOCATION_SEARCH = {
  minChars: 2,
  maxChars: SEARCH_QUERY_MAX_CHARS,
  debounceMs: 250,
  maxResults: 15,
} as const;
