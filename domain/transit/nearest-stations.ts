import { TRANSIT_STATIONS } from "./stations";
import type { TransitStation } from "./transit-types";
import { STATION_REACH_M, straightLineMeters, walkingMinutesForMeters, type LatLng } from "./walking";

/** A station within reach of a point: what `listing_stations` keeps for a listing. */
export type StationWithin = { stationId: string; walkMinutes: number; distanceM: number };

// A degree of latitude is 111.2 km; at CDMX's latitude (19.4°) a degree of longitude is 104.9 km.
// The box below is a cheap first cut before the exact distance.
const LAT_DEGREES_PER_M = 1 / 111_200;
const LNG_DEGREES_PER_M = 1 / 104_000;

/**
 * Every station within `STATION_REACH_M` of a point, nearest first (ties by id, so the order
 * is stable), with walking minutes and the straight-line distance in whole metres.
 */
export function stationsWithinReach(
  point: LatLng,
  stations: readonly TransitStation[] = TRANSIT_STATIONS,
  reachM: number = STATION_REACH_M,
): StationWithin[] {
  const dLat = reachM * LAT_DEGREES_PER_M;
  const dLng = reachM * LNG_DEGREES_PER_M;
  const found: StationWithin[] = [];
  for (const station of stations) {
    if (Math.abs(station.lat - point.lat) > dLat || Math.abs(station.lng - point.lng) > dLng) continue;
    const meters = straightLineMeters(point, station);
    if (meters > reachM) continue;
    found.push({ stationId: station.id, walkMinutes: walkingMinutesForMeters(meters), distanceM: Math.round(meters) });
  }
  return found.sort((a, b) => a.distanceM - b.distanceM || a.stationId.localeCompare(b.stationId));
}
