import { describe, expect, it } from "vitest";
import { buildStationGraph, doorToDoorMinutes, stationTimesTo, walkAllTheWayMinutes } from "./commute";
import { straightLineMeters } from "./walking";
import type { TransitLine, TransitStation } from "./transit-types";

// A small network with known answers: Metro 1 runs S1–S2–X, Metrobús 1 runs X–T1–T2, Metro 2
// runs S1–Y–T2, Metrobús 2 runs V–W, and W is 200 m from Y (3 minutes on foot). The
// destination is 300 m from T2 (5 minutes on foot) and more than 1 km from every other
// station. Boarding is 2 minutes of access and the wait (Metro 3, Metrobús 2); leaving, 2.
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
  station("W", at(0.0318, -0.05), ["metrobus-2"]),
  station("V", at(0.08, -0.05), ["metrobus-2"]),
];
const line = (id: string, system: TransitLine["system"], ids: string[]): TransitLine => ({ id, system, name: id, color: "#000", stations: ids });
const lines = [
  line("metro-1", "metro", ["S1", "S2", "X"]),
  line("metrobus-1", "metrobus", ["X", "T1", "T2"]),
  line("metro-2", "metro", ["S1", "Y", "T2"]),
  line("metrobus-2", "metrobus", ["V", "W"]),
];
const graph = buildStationGraph(lines, stations);

describe("the time from each station to the destination", () => {
  const times = stationTimesTo(graph, destination);

  it("walks on from a station within reach of the destination", () => {
    expect(times.get("T2")).toBe(5);
  });
  it("boards, rides, leaves and walks on one line", () => {
    // Metrobús: board 2 + 2, one station 2, leave 2, walk 5.
    expect(times.get("T1")).toBe(13);
    expect(times.get("X")).toBe(15);
    // Metro 2: board 2 + 3, two stations of 2.5, leave 2, walk 5.
    expect(times.get("S1")).toBe(17);
    expect(times.get("Y")).toBe(14.5);
  });
  it("changes lines in a station: leave, board again and wait", () => {
    // Metro 1 to X (5 + 2.5), leave 2, board the Metrobús 4, two stations 4, leave 2, walk 5.
    expect(times.get("S2")).toBe(24.5);
  });
  it("changes systems on foot between nearby stations", () => {
    // Metrobús 2 to W (4 + 2), leave 2, walk 3 to Y, then Y's 14.5.
    expect(times.get("V")).toBe(25.5);
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
    ).toBe(25);
  });
  it("walk all the way when that is shorter", () => {
    expect(doorToDoorMinutes([{ station_id: "S1", walk_minutes: 8 }], times, 20)).toBe(20);
  });
  it("walk no more than an hour", () => {
    expect(doorToDoorMinutes([], times, 61)).toBeNull();
  });
  it("is unknown without a station that reaches the destination", () => {
    expect(doorToDoorMinutes([], times)).toBeNull();
    expect(doorToDoorMinutes([{ station_id: "nowhere", walk_minutes: 3 }], times)).toBeNull();
  });
});

describe("walking all the way", () => {
  it("stays within 4 % of the straight line, stretched by 1.3 at 75 m a minute", () => {
    for (const [dLat, dLng] of [
      [0.01, 0],
      [0, 0.01],
      [0.007, 0.007],
      [0.01, 0.004],
    ]) {
      const exact = (straightLineMeters(destination, at(dLat, dLng)) * 1.3) / 75;
      expect(Math.abs(walkAllTheWayMinutes(at(dLat, dLng), destination) / exact - 1)).toBeLessThan(0.04);
    }
  });
});
