import { describe, expect, it } from "vitest";
import { stationsWithinReach } from "./nearest-stations";
import { stationById } from "./stations";
import { STATION_REACH_M, straightLineMeters, walkingMinutes, walkingMinutesForMeters } from "./walking";

describe("walking minutes", () => {
  it("walks the straight line times 1.3 at 4.5 km/h", () => {
    // 500 m × 1.3 = 650 m at 75 m a minute = 8.7 minutes.
    expect(walkingMinutesForMeters(500)).toBe(9);
    // 1 km, the reach: 1300 m / 75 = 17.3 minutes.
    expect(walkingMinutesForMeters(STATION_REACH_M)).toBe(17);
    expect(walkingMinutesForMeters(0)).toBe(1);
  });

  it("measures the city's distances as a map does", () => {
    // Zócalo to the Ángel de la Independencia: about 3.5 km.
    const zocalo = { lat: 19.4326, lng: -99.1332 };
    const angel = { lat: 19.427, lng: -99.1677 };
    expect(straightLineMeters(zocalo, angel)).toBeGreaterThan(3500);
    expect(straightLineMeters(zocalo, angel)).toBeLessThan(3700);
    // One minute of latitude is one nautical mile.
    expect(straightLineMeters({ lat: 19, lng: -99 }, { lat: 19 + 1 / 60, lng: -99 })).toBeCloseTo(1853, -1);
    expect(walkingMinutes(zocalo, zocalo)).toBe(1);
  });
});

describe("stations within reach", () => {
  it("finds Metro Eugenia first from a flat in the Narvarte a block east of it", () => {
    // About 320 m north-east of the station: 320 m × 1.3 / 75 m a minute = 5.5 minutes.
    const found = stationsWithinReach({ lat: 19.3875, lng: -99.1545 });
    expect(found.map((s) => s.stationId).slice(0, 2)).toEqual(["metro-eugenia", "metrobus-eugenia"]);
    expect(found[0]!.walkMinutes).toBe(6);
    for (const station of found) expect(station.distanceM).toBeLessThanOrEqual(1000);
    const distances = found.map((s) => s.distanceM);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it("lists several systems around a hub, and none in the Ajusco", () => {
    const pantitlan = stationById("metro-pantitlan")!;
    const ids = stationsWithinReach(pantitlan).map((s) => s.stationId);
    expect(ids[0]).toBe("metro-pantitlan");
    expect(ids).toContain("metrobus-pantitlan");
    expect(stationsWithinReach({ lat: 19.2207, lng: -99.2569 })).toEqual([]);
  });

  it("keeps a station just inside 1 km and drops one just outside", () => {
    const station = stationById("metro-eugenia")!;
    const inside = { lat: station.lat + 990 / 111_195, lng: station.lng };
    const outside = { lat: station.lat + 1010 / 111_195, lng: station.lng };
    const only = [station];
    expect(stationsWithinReach(inside, only).map((s) => s.stationId)).toEqual(["metro-eugenia"]);
    expect(stationsWithinReach(outside, only)).toEqual([]);
  });
});
