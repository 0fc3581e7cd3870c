/**
 * Walking to and from a station: the straight-line distance stretched by a detour factor
 * (streets are not straight lines; 1.3 is the usual circuity of a city grid's walks, e.g.
 * Yang & Diez-Roux, "Walking distance by trip purpose and population subgroups", Am J Prev
 * Med 2012, and the 1.2–1.4 range planners use), at 4.5 km/h (an adult's usual pace).
 */
export const WALK_DETOUR_FACTOR = 1.3;
export const WALK_SPEED_KMH = 4.5;
/** How far a station counts as near: a listing's stations and a destination's. */
export const STATION_REACH_M = 1000;

const EARTH_RADIUS_M = 6_371_000;
const METRES_PER_MINUTE = (WALK_SPEED_KMH * 1000) / 60;

export type Point = { lat: number; lng: number };

/** The great-circle distance in metres (haversine). */
export function distanceMeters(a: Point, b: Point): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Whole minutes to walk a straight-line distance, rounded up (at least 1). */
export function walkingMinutes(straightMeters: number): number {
  return Math.max(1, Math.ceil((straightMeters * WALK_DETOUR_FACTOR) / METRES_PER_MINUTE));
}

/** The straight-line metres a walk of this many minutes covers. */
export function walkableMeters(minutes: number): number {
  return (minutes * METRES_PER_MINUTE) / WALK_DETOUR_FACTOR;
}
