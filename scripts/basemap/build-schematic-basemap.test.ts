import { describe, expect, it } from "vitest";
import type { AlcaldiaFeature, ColoniaFeature, LngLatPosition, SchematicFeature } from "../../domain/map/schematic-basemap";
import { COLONIAS } from "../../db/seed/data/colonias";
import { ALCALDIAS } from "../../db/seed/data/alcaldias";
import { buildCdmxBasemap, buildSchematicBasemap } from "./build-schematic-basemap";
import { CDMX_OUTLINE } from "./cdmx-outline";
import { AVENUES } from "./avenues";
import { pointInPolygon } from "../../domain/properties/polygon";

const basemap = buildCdmxBasemap();
const ofKind = <K extends SchematicFeature["properties"]["kind"]>(kind: K) =>
  basemap.features.filter((f): f is Extract<SchematicFeature, { properties: { kind: K } }> => f.properties.kind === kind);
const polygonsOf = (f: ColoniaFeature | AlcaldiaFeature) => (f.geometry.type === "Polygon" ? [f.geometry.coordinates] : f.geometry.coordinates);
const contains = (f: ColoniaFeature | AlcaldiaFeature, p: readonly [number, number]) =>
  polygonsOf(f).some(([outer, ...holes]) => pointInPolygon([p[0], p[1]], outer) && !holes.some((hole) => pointInPolygon([p[0], p[1]], hole)));
const colonias = ofKind("colonia");
const cell = (nombre: string) => colonias.find((c) => c.properties.nombre === nombre)!;
const key = ([lng, lat]: LngLatPosition) => `${lng},${lat}`;

describe("the schematic map of the city", () => {
  it("gives every colonia one area, and its centroid lies in that area and in no other", () => {
    expect(colonias).toHaveLength(COLONIAS.length);
    for (const colonia of COLONIAS) {
      const holders = colonias.filter((c) => contains(c, colonia.centroide)).map((c) => c.properties.nombre);
      expect(holders, colonia.nombre).toEqual([colonia.nombre]);
    }
  });

  it("keeps every area inside the city's outline", () => {
    const [city] = ofKind("ciudad");
    const outline = city.geometry.type === "Polygon" ? city.geometry.coordinates[0] : [];
    // A cell's corner is inside the outline, or on it (where the outline cut the cell).
    const onOutline = (p: LngLatPosition) => outline.some((a, i) => i > 0 && distanceToSegment(p, outline[i - 1], a) < 2e-4);
    for (const c of colonias) {
      for (const polygon of polygonsOf(c)) {
        for (const vertex of polygon.flat()) {
          expect(pointInPolygon(vertex, outline) || onOutline(vertex), `${c.properties.nombre} ${key(vertex)}`).toBe(true);
        }
      }
    }
  });

  it("makes neighbouring colonias share a border: Roma Norte touches Condesa, not Polanco", () => {
    const corners = (nombre: string) => new Set(polygonsOf(cell(nombre)).flatMap((p) => p[0].map(key)));
    const shared = (a: string, b: string) => [...corners(a)].filter((k) => corners(b).has(k)).length;
    expect(shared("Roma Norte", "Condesa")).toBeGreaterThanOrEqual(2);
    expect(shared("Roma Norte", "Roma Sur")).toBeGreaterThanOrEqual(2);
    expect(shared("Roma Norte", "Polanco")).toBe(0);
  });

  it("draws each alcaldía over its own colonias, with a tint unlike its neighbours'", () => {
    const alcaldias = ofKind("alcaldia");
    expect(alcaldias.map((a) => a.properties.nombre).sort()).toEqual(ALCALDIAS.map((a) => a.nombre).sort());
    const roma = COLONIAS.find((c) => c.nombre === "Roma Norte")!;
    expect(alcaldias.filter((a) => contains(a, roma.centroide)).map((a) => a.properties.nombre)).toEqual(["Cuauhtémoc"]);
    const tint = (nombre: string) => alcaldias.find((a) => a.properties.nombre === nombre)!.properties.tint;
    expect(tint("Cuauhtémoc")).not.toBe(tint("Benito Juárez"));
    expect(tint("Cuauhtémoc")).not.toBe(tint("Miguel Hidalgo"));
    expect(tint("Coyoacán")).not.toBe(tint("Tlalpan"));
  });

  it("names the main avenues", () => {
    const names = ofKind("avenida").map((a) => a.properties.nombre);
    expect(names).toEqual(
      expect.arrayContaining(["Anillo Periférico", "Circuito Interior", "Av. Insurgentes", "Paseo de la Reforma", "Calz. de Tlalpan"]),
    );
  });

  it("refuses a colonia outside the outline rather than drawing it nowhere", () => {
    const stray = { nombre: "Fuera", alcaldia: "Tlalpan", centroide: [-98.5, 19.0] as const, popularidad: 1 };
    expect(() => buildSchematicBasemap({ outline: CDMX_OUTLINE, alcaldias: ALCALDIAS, colonias: [...COLONIAS, stray], avenues: AVENUES })).toThrow(
      /Fuera/,
    );
  });
});

function distanceToSegment([x, y]: LngLatPosition, [ax, ay]: LngLatPosition, [bx, by]: LngLatPosition): number {
  const [dx, dy] = [bx - ax, by - ay];
  const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy || 1)));
  return Math.hypot(x - (ax + t * dx), y - (ay + t * dy));
}
