import { describe, expect, it } from "vitest";
import { buildStationGraph, doorToDoorMinutes, stationTimesTo } from "./commute";
import { dominatedStations } from "./dominated-stations";
import { stationsWithinReach } from "./nearest-stations";
import { shippedDominatedStations, shippedStationGraph } from "./shipped-commute";
import { TRANSIT_STATIONS } from "./stations";
import type { TransitLine, TransitStation } from "./transit-types";

// A small network with known distances: Metro A runs P1–P2–P3 (2.2 km apart, no walks between
// them), and Metrobús B's station Q is 200 m north of P1 (3 minutes on foot). From P1's
// entrance: P2 is board 2 + 3, ride 2.5, leave 2 = 9.5 minutes; P3 is 12; Q is 3 on foot.
const origin = { lat: 19.4, lng: -99.1 };
const at = (dLat: number, dLng: number) => ({ lat: origin.lat + dLat, lng: origin.lng + dLng });
const station = (id: string, point: { lat: number; lng: number }, lines: string[]): TransitStation => ({ id, name: id, ...point, lines });
const stations = [
  station("P1", at(0, 0), ["metro-a"]),
  station("P2", at(0, 0.02), ["metro-a"]),
  station("P3", at(0, 0.04), ["metro-a"]),
  station("Q", at(0.0018, 0), ["metrobus-b"]),
  station("R", at(0.0018, 0.03), ["metrobus-b"]),
];
const line = (id: string, system: TransitLine["system"], ids: string[]): TransitLine => ({ id, system, name: id, color: "#000", stations: ids });
const graph = buildStationGraph([line("metro-a", "metro", ["P1", "P2", "P3"]), line("metrobus-b", "metrobus", ["Q", "R"])], stations);
const listing = (walks: Record<string, number>) => Object.entries(walks).map(([stationId, walkMinutes]) => ({ stationId, walkMinutes }));
const dominated = (walks: Record<string, number>) => [...dominatedStations(graph, listing(walks))].sort();

describe("the stations a listing can never prefer", () => {
  it("drops a station when walking to another and riding on to it is never slower", () => {
    // P1 2 + 9.5 = 11.5 ≤ 12.
    expect(dominated({ P1: 2, P2: 12 })).toEqual(["P2"]);
  });
  it("keeps it when that is a minute short", () => {
    // 11.5 > 11: with the destination at P2, P2 wins.
    expect(dominated({ P1: 2, P2: 11 })).toEqual([]);
  });
  it("counts a walk between nearby stations as a way on", () => {
    // P1 2 + 3 on foot = 5 ≤ 6; Q never dominates P1 (6 + 3 > 2).
    expect(dominated({ P1: 2, Q: 6 })).toEqual(["Q"]);
    expect(dominated({ P1: 2, Q: 4 })).toEqual([]);
  });
  it("drops every station of a chain behind the nearest, ties included", () => {
    // P2: 2 + 9.5 ≤ 12; P3: 2 + 12 ≤ 14.
    expect(dominated({ P1: 2, P2: 12, P3: 14 })).toEqual(["P2", "P3"]);
  });
  it("never drops one of two stations at the same walk", () => {
    expect(dominated({ P1: 5, Q: 5 })).toEqual([]);
  });
  it("leaves the best time the same for every destination of the small network", () => {
    // R: P1 2 + 3 on foot to Q + board 4, ride 2, leave 2 = 13 > 12, so R stays.
    const walks = listing({ P1: 2, P2: 12, P3: 14, Q: 6, R: 12 });
    const kept = walks.filter((s) => !dominatedStations(graph, walks).has(s.stationId));
    expect(kept.map((s) => s.stationId)).toEqual(["P1", "R"]);
    const asRows = (list: typeof walks) => list.map((s) => ({ station_id: s.stationId, walk_minutes: s.walkMinutes }));
    for (const s of stations) {
      for (const shift of [0, 0.003, -0.006]) {
        const times = stationTimesTo(graph, { lat: s.lat + shift, lng: s.lng });
        expect(doorToDoorMinutes(asRows(kept), times)).toBe(doorToDoorMinutes(asRows(walks), times));
      }
    }
  });
});

describe("on the shipped network", () => {
  // Homes spread over the city on a grid, against destinations on another grid.
  const homes = Array.from({ length: 400 }, (_, i) => ({ lat: 19.3 + (i % 20) * 0.01, lng: -99.22 + Math.floor(i / 20) * 0.0075 }));
  const destinations = Array.from({ length: 24 }, (_, i) => ({ lat: 19.31 + (i % 6) * 0.03, lng: -99.25 + Math.floor(i / 6) * 0.04 }));

  it("drops some stations and never changes a home's best time", () => {
    let total = 0;
    let dropped = 0;
    const pairs = homes.map((home) => {
      const found = stationsWithinReach(home);
      const drop = shippedDominatedStations(found);
      total += found.length;
      dropped += drop.size;
      const rows = found.map((s) => ({ station_id: s.stationId, walk_minutes: s.walkMinutes }));
      return { all: rows, kept: rows.filter((r) => !drop.has(r.station_id)) };
    });
    expect(dropped).toBeGreaterThan(total / 10);
    for (const destination of destinations) {
      const times = stationTimesTo(shippedStationGraph(), destination);
      for (const { all, kept } of pairs) expect(doorToDoorMinutes(kept, times)).toBe(doorToDoorMinutes(all, times));
    }
    expect(TRANSIT_STATIONS.length).toBeGreaterThan(400);
  });
});
