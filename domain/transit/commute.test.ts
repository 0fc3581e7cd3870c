import { describe, expect, it } from "vitest";
import { buildStationGraph, doorToDoorMinutes, stationTimesTo } from "./commute";
import type { TransitLine, TransitStation } from "./transit-types";
import { distanceMeters, walkingMinutes } from "./walking";

// A small network with known answers: Metro 1 runs S1–S2–X, Metrobús 1 runs X–T1–T2, Metro 2
// runs S1–Y–T2. The destination is 300 m from T2 (6 minutes on foot) and more than 1 km
// from every other station.
const destination = { lat: 19.4, lng: -99.1 };
const at = (dLat: number, dLng: number) => ({ lat: destination.lat + dLat, lng: destination.lng + dLng });
const station = (id: string, point: { lat: number; lng: number }, lines: string[]): TransitStation => ({ id, name: id, ...point, lines });
const stations = [
  station("S1", at(-0.05, -0.05), ["metro-1", "metro-2"]),
  station("S2", at(-0.05, 0), ["metro-1"]),
  station("X", at(-0.05, 0.05), ["metro-1", "metrobus-1"]),
  station("T1", at(-0.02, 0.05), ["metrobus-1"]),
  station("T2", at(0.0027, 0), ["metrobus-1", "metro-2"]),
  station("Y", at(0.03, -0.05), ["metro-2"]),
];
const line = (id: string, system: TransitLine["system"], ids: string[]): TransitLine => ({ id, system, name: id, color: "#000", stations: ids });
const lines = [
  line("metro-1", "metro", ["S1", "S2", "X"]),
  line("metrobus-1", "metrobus", ["X", "T1", "T2"]),
  line("metro-2", "metro", ["S1", "Y", "T2"]),
];
const graph = buildStationGraph(lines, stations);

describe("walking minutes", () => {
  it("stretch the straight line by 1.3 at 4.5 km/h, rounded up", () => {
    expect(walkingMinutes(300)).toBe(6); // 390 m at 75 m/min = 5.2
    expect(walkingMinutes(750)).toBe(13); // 975 m = 13 min exactly
    expect(walkingMinutes(0)).toBe(1);
  });
  it("measure the distance on the sphere", () => {
    expect(distanceMeters(destination, at(0.0027, 0))).toBeCloseTo(300.2, 0);
  });
});

describe("the time from each station to the destination", () => {
  const times = stationTimesTo(graph, destination);

  it("walks on from a station within reach of the destination", () => {
    expect(times.get("T2")).toBe(6);
  });
  it("waits, rides and walks on one line", () => {
    // Metrobús: wait 2, one station 2, walk 6.
    expect(times.get("T1")).toBe(10);
    expect(times.get("X")).toBe(12);
    // Metro 2: wait 3, two stations of 2.5, walk 6.
    expect(times.get("S1")).toBe(14);
    expect(times.get("Y")).toBe(11.5);
  });
  it("changes lines with a walk between platforms and a new wait", () => {
    // Metro 1 to X (wait 3, 2.5), change (4 + wait 2), Metrobús two stations (4), walk 6.
    expect(times.get("S2")).toBe(21.5);
  });
  it("has nothing when no station is within reach of the destination", () => {
    expect(stationTimesTo(graph, at(0.2, 0.2)).size).toBe(0);
  });
});

describe("a listing's door-to-door minutes", () => {
  const times = stationTimesTo(graph, destination);
  it("take the best of its stations, walk to the station included", () => {
    expect(
      doorToDoorMinutes(
        [
          { station_id: "S2", walk_minutes: 5 },
          { station_id: "S1", walk_minutes: 8 },
        ],
        times,
      ),
    ).toBe(22);
  });
  it("walk all the way when that is shorter", () => {
    expect(doorToDoorMinutes([{ station_id: "S1", walk_minutes: 8 }], times, 20)).toBe(20);
  });
  it("is unknown without a station that reaches the destination", () => {
    expect(doorToDoorMinutes([], times)).toBeNull();
    expect(doorToDoorMinutes([{ station_id: "nowhere", walk_minutes: 3 }], times)).toBeNull();
  });
});
