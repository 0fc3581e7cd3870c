import { Delaunay } from "d3-delaunay";
import polygonClipping, { type MultiPolygon, type Polygon } from "polygon-clipping";
import {
  SCHEMATIC_TINTS,
  type AlcaldiaFeature,
  type AvenidaFeature,
  type ColoniaFeature,
  type LngLatPosition,
  type SchematicBasemap,
  type StationFeature,
  type TransitLineFeature,
} from "../../domain/map/schematic-basemap";
import { lineById, stationById, stationLabel, TRANSIT_LINES, TRANSIT_STATIONS } from "../../domain/transit/stations";
import { ALCALDIAS } from "../../db/seed/data/alcaldias";
import { COLONIAS } from "../../db/seed/data/colonias";
import { AVENUES, type Avenue } from "./avenues";
import { CDMX_OUTLINE } from "./cdmx-outline";
import { pointInPolygon } from "../../domain/properties/polygon";
import { roundPosition } from "./round-position";

export type SchematicSources = {
  outline: readonly LngLatPosition[];
  alcaldias: readonly { nombre: string; centroide: readonly [number, number] }[];
  colonias: readonly { nombre: string; alcaldia: string; centroide: readonly [number, number]; popularidad: number }[];
  avenues: readonly Avenue[];
};

/** The schematic map of the city from the repository's own data (see buildSchematicBasemap), with the transit network on top. */
export const buildCdmxBasemap = (): SchematicBasemap => {
  const basemap = buildSchematicBasemap({ outline: CDMX_OUTLINE, alcaldias: ALCALDIAS, colonias: COLONIAS, avenues: AVENUES });
  return { ...basemap, features: [...basemap.features, ...transitFeatures()] };
};

/**
 * The Metro, Metrobús, Tren Ligero, Cablebús and Tren Suburbano (domain/transit/): each line
 * and branch as a line through its stations in order, in its colour, and each station as a
 * point, so the city reads even without a tile service.
 */
export function transitFeatures(): (TransitLineFeature | StationFeature)[] {
  const lines: TransitLineFeature[] = TRANSIT_LINES.map((line) => ({
    type: "Feature",
    geometry: {
      type: "LineString",
      coordinates: line.stations.flatMap((id) => {
        const s = stationById(id);
        return s ? [roundPosition([s.lng, s.lat])] : [];
      }),
    },
    properties: { kind: "linea", nombre: line.name, color: line.color },
  }));
  const stations: StationFeature[] = TRANSIT_STATIONS.map((s) => ({
    type: "Feature",
    geometry: { type: "Point", coordinates: roundPosition([s.lng, s.lat]) },
    properties: { kind: "estacion", nombre: stationLabel(s), color: lineById(s.lines[0] ?? "")?.color ?? "#6B7280" },
  }));
  return [...lines, ...stations];
}

/**
 * The schematic map: the city's outline; each colonia's approximate area, the Voronoi cell of
 * its centroid clipped to the outline (every point of the city belongs to the colonia whose
 * centre is nearest); each alcaldía as the union of its colonias, tinted so that neighbours
 * differ; and the main avenues. Distances are measured on a plane scaled for the city's
 * latitude, so cells are not stretched north–south.
 */
export function buildSchematicBasemap(sources: SchematicSources): SchematicBasemap {
  const { outline, colonias } = sources;
  const city: Polygon = [closed(outline.map(roundPosition))];
  const outside = colonias.filter((c) => !pointInPolygon([c.centroide[0], c.centroide[1]], city[0]));
  if (outside.length > 0) throw new Error(`Colonias outside the city's outline: ${outside.map((c) => c.nombre).join(", ")}`);

  const lat0 = outline.reduce((sum, [, lat]) => sum + lat, 0) / outline.length;
  const kx = Math.cos((lat0 * Math.PI) / 180);
  const delaunay = Delaunay.from(colonias.map((c) => [c.centroide[0] * kx, c.centroide[1]] as [number, number]));
  const lngs = outline.map(([lng]) => lng * kx);
  const lats = outline.map(([, lat]) => lat);
  const voronoi = delaunay.voronoi([Math.min(...lngs) - 0.1, Math.min(...lats) - 0.1, Math.max(...lngs) + 0.1, Math.max(...lats) + 0.1]);

  const cells: MultiPolygon[] = colonias.map((c, i) => {
    const cell = voronoi.cellPolygon(i);
    if (!cell) throw new Error(`No area for ${c.nombre}: another colonia has the same centroid`);
    const ring = cell.map(([x, y]) => roundPosition([x / kx, y]));
    return polygonClipping.intersection([ring], city);
  });

  const coloniaFeatures: ColoniaFeature[] = colonias.map((c, i) => ({
    type: "Feature",
    geometry: area(cells[i]),
    properties: { kind: "colonia", nombre: c.nombre, alcaldia: c.alcaldia, popularidad: c.popularidad, label: roundPosition(c.centroide) },
  }));

  const tints = alcaldiaTints(sources, (i) => delaunay.neighbors(i));
  const alcaldiaFeatures: AlcaldiaFeature[] = sources.alcaldias.flatMap((a) => {
    const own = cells.filter((_, i) => colonias[i].alcaldia === a.nombre);
    if (own.length === 0) return [];
    const [first, ...rest] = own;
    return [
      {
        type: "Feature",
        geometry: area(polygonClipping.union(first, ...rest)),
        properties: { kind: "alcaldia", nombre: a.nombre, tint: tints.get(a.nombre) ?? 0, label: roundPosition(a.centroide) },
      },
    ];
  });

  const avenueFeatures: AvenidaFeature[] = sources.avenues.map((a) => ({
    type: "Feature",
    geometry: { type: "LineString", coordinates: a.path.map(roundPosition) },
    properties: { kind: "avenida", nombre: a.nombre, major: a.major },
  }));

  return {
    type: "FeatureCollection",
    features: [
      {
        type: "Feature",
        geometry: { type: "Polygon", coordinates: city as LngLatPosition[][] },
        properties: { kind: "ciudad", nombre: "Ciudad de México" },
      },
      ...alcaldiaFeatures,
      ...coloniaFeatures,
      ...avenueFeatures,
    ],
  };
}

/**
 * A tint for each alcaldía, different from every neighbour's (alcaldías are neighbours when
 * two of their colonias' cells touch): greedy colouring, most-connected first.
 */
function alcaldiaTints(sources: SchematicSources, neighbours: (i: number) => Iterable<number>): Map<string, number> {
  const { colonias } = sources;
  const touching = new Map<string, Set<string>>(sources.alcaldias.map((a) => [a.nombre, new Set<string>()]));
  colonias.forEach((c, i) => {
    for (const j of neighbours(i)) {
      const other = colonias[j].alcaldia;
      if (other !== c.alcaldia) touching.get(c.alcaldia)?.add(other);
    }
  });
  const order = [...touching.keys()].sort((a, b) => touching.get(b)!.size - touching.get(a)!.size || a.localeCompare(b));
  const tints = new Map<string, number>();
  for (const nombre of order) {
    const taken = new Set([...touching.get(nombre)!].map((n) => tints.get(n)));
    let tint = 0;
    while (taken.has(tint) && tint < SCHEMATIC_TINTS - 1) tint++;
    tints.set(nombre, tint);
  }
  return tints;
}

const closed = (ring: LngLatPosition[]): LngLatPosition[] => {
  const [first, last] = [ring[0], ring[ring.length - 1]];
  return first[0] === last[0] && first[1] === last[1] ? ring : [...ring, first];
};

const area = (shape: MultiPolygon): AlcaldiaFeature["geometry"] => {
  const rounded = shape.map((polygon) => polygon.map((ring) => ring.map(roundPosition)));
  return rounded.length === 1 ? { type: "Polygon", coordinates: rounded[0] } : { type: "MultiPolygon", coordinates: rounded };
};
