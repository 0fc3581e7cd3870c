/**
 * Walking to a station, estimated once for every part of Hogaria (cards, the property page, the
 * commute search): the straight-line distance times a detour factor, at a walking pace.
 *
 * - Pace: 4.5 km/h (75 m a minute), a common planning figure for an adult walking in a city.
 * - Detour factor: 1.3. Streets are not straight lines: network distance in a city is about 1.2
 *   times the straight line (Newell 1980), 1.21–1.23 around transit stations (O'Sullivan 1996),
 *   higher for people on foot (Dill 2003, pedestrian route directness); all as summarised in
 *   Wikibooks' "Transportation Geography and Network Science/Circuity". 1.3 takes the upper end,
 *   for crossings and station entrances.
 * - Reach: a station counts when it is within 1 km in a straight line (about 17 minutes on foot).
 */
export const WALK_SPEED_KMH = 4.5;
export const WALK_DETOUR_FACTOR = 1.3;
export const STATION_REACH_M = 1000;

const EARTH_RADIUS_M = 6_371_008.8;
const METERS_PER_MINUTE = (WALK_SPEED_KMH * 1000) / 60;

export type LatLng = { lat: number; lng: number };

/** Great-circle distance in metres (haversine): exact enough within a city. */
export function straightLineMeters(a: LatLng, b: LatLng): number {
  const toRad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * toRad;
  const dLng = (b.lng - a.lng) * toRad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * toRad) * Math.cos(b.lat * toRad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Minutes on foot for a straight-line distance, rounded to the minute (never under one). */
export function walkingMinutesForMeters(meters: number): number {
  return Math.max(1, Math.round((meters * WALK_DETOUR_FACTOR) / METERS_PER_MINUTE));
}

/** Minutes on foot between two points. */
export function walkingMinutes(a: LatLng, b: LatLng): number {
  return walkingMinutesForMeters(straightLineMeters(a, b));
}
