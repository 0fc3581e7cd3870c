import { lineById, routeIdsOfStation, stationById, stationLabel, stationLinesLabel, TRANSIT_STATIONS } from "./stations";
import type { StationNearby } from "./station-nearby";
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

/** A station as the API answers it (type `StationNearby`), from its id; null for an unknown id. */
export function stationNearby(stationId: string, walkMinutes: number, distanceM: number | null): StationNearby | null {
  const station = stationById(stationId);
  if (!station) return null;
  const colors = routeIdsOfStation(station).map((id) => lineById(id)?.color ?? "#6B7280");
  return {
    station_id: station.id,
    station: stationLabel(station),
    lines: stationLinesLabel(station),
    colors,
    walk_minutes: walkMinutes,
    distance_m: distanceM,
  };
}
