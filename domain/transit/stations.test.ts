import { describe, expect, it } from "vitest";
import {
  TRANSIT_LINES,
  TRANSIT_ROUTES,
  TRANSIT_STATIONS,
  lineById,
  routeIdOf,
  stationById,
  stationIdsOfRoute,
  stationLabel,
  stationLinesLabel,
} from "./stations";
import { TRANSIT_SYSTEMS } from "./transit-types";

// The Valle de México's box: CDMX and the Edomex municipalities the Suburbano and Metro reach.
const BOX = { south: 19.05, north: 19.75, west: -99.4, east: -98.9 };

describe("the station data", () => {
  it("has the Metro's 12 lines, the Metrobús's 7, Tren Ligero, 3 Cablebús lines and the Suburbano", () => {
    const routes = (system: string) => TRANSIT_ROUTES.filter((r) => r.system === system).map((r) => r.name);
    expect(routes("metro")).toEqual(["L1", "L2", "L3", "L4", "L5", "L6", "L7", "L8", "L9", "LA", "LB", "L12"]);
    expect(routes("metrobus")).toEqual(["L1", "L2", "L3", "L4", "L5", "L6", "L7"]);
    expect(routes("tren-ligero")).toHaveLength(1);
    expect(routes("cablebus")).toEqual(["L1", "L2", "L3"]);
    expect(routes("suburbano")).toHaveLength(1);
    for (const system of TRANSIT_SYSTEMS) expect(routes(system).length).toBeGreaterThan(0);
  });

  it("names every line's stations, each a known station that lists the line", () => {
    for (const line of TRANSIT_LINES) {
      expect(line.stations.length, line.id).toBeGreaterThanOrEqual(2);
      expect(line.color, line.id).toMatch(/^#[0-9A-F]{6}$/);
      for (const id of line.stations) {
        const station = stationById(id);
        expect(station, `${line.id} → ${id}`).toBeDefined();
        expect(station?.lines, id).toContain(line.id);
      }
    }
  });

  it("keeps every station on a line, inside the Valle de México, once", () => {
    const ids = TRANSIT_STATIONS.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(TRANSIT_LINES.map((l) => l.id)).size).toBe(TRANSIT_LINES.length);
    for (const station of TRANSIT_STATIONS) {
      expect(station.lines.length, station.id).toBeGreaterThan(0);
      expect(station.lat, station.id).toBeGreaterThan(BOX.south);
      expect(station.lat, station.id).toBeLessThan(BOX.north);
      expect(station.lng, station.id).toBeGreaterThan(BOX.west);
      expect(station.lng, station.id).toBeLessThan(BOX.east);
      for (const lineId of station.lines) expect(lineById(lineId)?.stations, station.id).toContain(station.id);
    }
  });

  it("shares one station where lines meet", () => {
    expect(stationById("metro-pantitlan")?.lines).toEqual(["metro-1", "metro-5", "metro-9", "metro-a"]);
    expect(stationById("metro-pino-suarez")?.lines).toEqual(["metro-1", "metro-2"]);
    expect(stationById("metro-tacubaya")?.lines).toEqual(["metro-1", "metro-7", "metro-9"]);
    expect(stationById("metro-mixcoac")?.lines).toEqual(["metro-7", "metro-12"]);
    expect(stationById("metrobus-glorieta-insurgentes")?.lines).toContain("metrobus-1");
    expect(stationLinesLabel(stationById("metro-pantitlan")!)).toBe("L1, L5, L9 y LA");
  });

  it("keeps the neighbours in order along a line", () => {
    const l3 = lineById("metro-3")!.stations;
    expect(l3.indexOf("metro-etiopia-y-plaza-de-la-transparencia") - l3.indexOf("metro-eugenia")).toBe(-1);
    expect(l3[0]).toBe("metro-indios-verdes");
    expect(l3[l3.length - 1]).toBe("metro-universidad");
  });

  it("folds a branch into its line", () => {
    expect(routeIdOf("metrobus-4-3")).toBe("metrobus-4");
    expect(routeIdOf("metro-12")).toBe("metro-12");
    expect(routeIdOf("tren-ligero-1")).toBe("tren-ligero-1");
    expect(stationIdsOfRoute("metrobus-4").length).toBeGreaterThan(lineById("metrobus-4")!.stations.length);
  });

  it("names a station as a rider does", () => {
    expect(stationLabel(stationById("metro-eugenia")!)).toBe("Metro Eugenia");
    expect(stationLinesLabel(stationById("metro-eugenia")!)).toBe("L3");
  });
});
