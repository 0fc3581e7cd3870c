// The schematic map of Mexico City that every map draws when no tile service or tile archive
// is configured: a GeoJSON FeatureCollection built from the project's own data at build time
// (scripts/basemap) and drawn by web/src/components/map. Positions are [lng, lat].

export type LngLatPosition = [lng: number, lat: number];
type Ring = LngLatPosition[];
type Area = { type: "Polygon"; coordinates: Ring[] } | { type: "MultiPolygon"; coordinates: Ring[][] };

/** The city's outline: everything outside it is the neighbouring Estado de México. */
export type CityFeature = { type: "Feature"; geometry: Area; properties: { kind: "ciudad"; nombre: string } };

/** An alcaldía: the union of its colonias' areas, with the tint it is filled with. */
export type AlcaldiaFeature = {
  type: "Feature";
  geometry: Area;
  properties: { kind: "alcaldia"; nombre: string; tint: number; label: LngLatPosition };
};

/** A colonia's approximate area (the Voronoi cell of its centroid, clipped to the city). */
export type ColoniaFeature = {
  type: "Feature";
  geometry: Area;
  properties: { kind: "colonia"; nombre: string; alcaldia: string; popularidad: number; label: LngLatPosition };
};

/** A main avenue, drawn as a line with its name; major ones (ring roads, axes) are wider. */
export type AvenidaFeature = {
  type: "Feature";
  geometry: { type: "LineString"; coordinates: LngLatPosition[] };
  properties: { kind: "avenida"; nombre: string; major: boolean };
};

/** A transit line or branch (domain/transit/), in its official colour. */
export type TransitLineFeature = {
  type: "Feature";
  geometry: { type: "LineString"; coordinates: LngLatPosition[] };
  properties: { kind: "linea"; nombre: string; color: string };
};

/** A transit station, ringed in its first line's colour. */
export type StationFeature = {
  type: "Feature";
  geometry: { type: "Point"; coordinates: LngLatPosition };
  properties: { kind: "estacion"; nombre: string; color: string };
};

export type SchematicFeature = CityFeature | AlcaldiaFeature | ColoniaFeature | AvenidaFeature | TransitLineFeature | StationFeature;

export type SchematicBasemap = { type: "FeatureCollection"; features: SchematicFeature[] };

/** How many tints alcaldías are painted with; neighbours never share one. */
export const SCHEMATIC_TINTS = 5;
