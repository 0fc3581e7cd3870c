export type LocationType = "estado" | "municipio" | "colonia";

/** A canonical location as GET /api/locations returns it. centroide is [lng, lat]. */
export type CanonicalLocation = {
  id: string;
  nombre_canonico: string;
  contexto: string;
  tipo: LocationType;
  slug: string;
  centroide: [number, number] | null;
  padre_id: string | null;
  property_count: number;
};

export const LOCATION_TYPE_LABELS: Record<LocationType, string> = {
  estado: "Estado",
  municipio: "Municipio",
  colonia: "Colonia",
};
