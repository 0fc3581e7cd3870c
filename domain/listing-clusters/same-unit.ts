import { isNearPhoto } from "../photo-fingerprints/photo-hash";
import type { ListingStatus } from "../listings/listing-status";
import type { Operation, PropertyType } from "../properties/property";

// One home, shown once: two listings are the same unit when different advertisers offer
// it for the same operation, as the same type, within 30 m of each other, with built
// surfaces (else total surfaces) within 5 %, and either a pair of near photos among their
// informative fingerprints or prices within 10 %. Listings linked so, directly or through
// another, form a cluster; search shows one of them.
export const CLUSTER_RULE = {
  maxMeters: 30,
  surfaceTolerance: 0.05,
  priceTolerance: 0.1,
} as const;

// A closed, hidden or unpublished listing is no longer (or not yet) an offer of the home.
export const UNCLUSTERED_STATUSES: readonly ListingStatus[] = ["borrador", "vendida", "rentada", "oculta"];

export type UnitFacts = {
  id: string;
  /** Who answers for the listing: its agency, else its agent (null: nobody, never clustered). */
  advertiser: string | null;
  operation: Operation;
  propertyType: PropertyType;
  /** Where the unit is (the private pin when the address is hidden). */
  lat: number;
  lng: number;
  builtSurface: number | null;
  totalSurface: number | null;
  price: number;
  /** Hashes of the listing's informative photos only (blank walls and plans never match). */
  photoHashes: readonly string[];
};

const EARTH_METERS_PER_DEGREE = 111_320;

/** Metres between two points (equirectangular: exact enough at tens of metres). */
export function metersBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dLat = (a.lat - b.lat) * EARTH_METERS_PER_DEGREE;
  const dLng = (a.lng - b.lng) * EARTH_METERS_PER_DEGREE * Math.cos((((a.lat + b.lat) / 2) * Math.PI) / 180);
  return Math.hypot(dLat, dLng);
}

/** The box (degrees) around a point that holds every point within CLUSTER_RULE.maxMeters. */
export function clusterSearchBox(lat: number, lng: number) {
  const dLat = CLUSTER_RULE.maxMeters / EARTH_METERS_PER_DEGREE;
  const dLng = dLat / Math.max(Math.cos((lat * Math.PI) / 180), 0.01);
  return { minLat: lat - dLat, maxLat: lat + dLat, minLng: lng - dLng, maxLng: lng + dLng };
}

/** a and b differ by at most `tolerance` of the smaller one (both positive). */
export function withinTolerance(a: number, b: number, tolerance: number): boolean {
  if (!(a > 0 && b > 0)) return false;
  return Math.abs(a - b) <= tolerance * Math.min(a, b);
}

const surfaceOf = (u: UnitFacts) => u.builtSurface ?? u.totalSurface;

/** Some informative photo of one is near some informative photo of the other. */
export function sharePhoto(a: readonly string[], b: readonly string[]): boolean {
  return a.some((x) => b.some((y) => isNearPhoto(x, y)));
}

export function sameUnit(a: UnitFacts, b: UnitFacts): boolean {
  if (a.id === b.id || a.advertiser === null || b.advertiser === null || a.advertiser === b.advertiser) return false;
  if (a.operation !== b.operation || a.propertyType !== b.propertyType) return false;
  if (metersBetween(a, b) > CLUSTER_RULE.maxMeters) return false;
  const sa = surfaceOf(a);
  const sb = surfaceOf(b);
  if (sa === null || sb === null || !withinTolerance(sa, sb, CLUSTER_RULE.surfaceTolerance)) return false;
  return withinTolerance(a.price, b.price, CLUSTER_RULE.priceTolerance) || sharePhoto(a.photoHashes, b.photoHashes);
}
