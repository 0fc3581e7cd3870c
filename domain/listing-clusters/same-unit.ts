import { isNearPhoto } from "../photo-fingerprints/photo-hash";
import type { ListingStatus } from "../listings/listing-status";
import type { Operation, PropertyType } from "../properties/property";

// One home, shown once: two listings are the same unit when different advertisers offer
// it for the same operation, as the same type, within 30 m of each other, with built
// surfaces (else total surfaces) within 5 %, and either a pair of near photos among their
// informative fingerprints or prices within 10 %. A duplicate copies the unit's facts, so
// two listings are never the same unit when both give bedrooms (or bathrooms) and the
// counts differ, nor when both give an interior and they differ once written alike: in a
// CDMX tower identical flats on different floors are within 30 m and the same size and
// price, and only the interior ("301", "int. 502") tells them apart. Listings linked so,
// directly or through another, form a cluster; search shows one of them.
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
  /** 0 is "not given" (a studio's, an office's): only two counts above 0 are compared. */
  bedrooms: number;
  bathrooms: number;
  /** The interior as the advertiser typed it ("301", "Int. 4B", "Depto 302"); null or "": not given. */
  interior: string | null;
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

// The words an interior may be written with around its number or code: "int.", "interior",
// "núm.", "no.", "#", "depto", "departamento", "dpto", "depa", "apto", "torre", "edificio".
const INTERIOR_WORDS = /\b(?:n[uú]m(?:ero)?|no|int(?:erior)?|dep(?:to|a|artamento)?|dpto|apto|apartamento|torre|edif(?:icio)?)\b\.?|#/giu;

/** An interior written alike whoever typed it: "Int. 301", "depto. 301" → "301"; "Torre A-302" → "a302". "" when not given. */
export function interiorKey(raw: string | null | undefined): string {
  return (raw ?? "")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(INTERIOR_WORDS, " ")
    .replace(/[^a-z0-9]/g, "");
}

/** Both give the count and they differ. */
const differentCount = (a: number, b: number) => a > 0 && b > 0 && a !== b;

/** Facts a duplicate copies and two different units may not share: rooms and interior. */
export function differentUnits(a: UnitFacts, b: UnitFacts): boolean {
  if (differentCount(a.bedrooms, b.bedrooms) || differentCount(a.bathrooms, b.bathrooms)) return true;
  const ia = interiorKey(a.interior);
  const ib = interiorKey(b.interior);
  return ia !== "" && ib !== "" && ia !== ib;
}

export function sameUnit(a: UnitFacts, b: UnitFacts): boolean {
  if (a.id === b.id || a.advertiser === null || b.advertiser === null || a.advertiser === b.advertiser) return false;
  if (a.operation !== b.operation || a.propertyType !== b.propertyType) return false;
  if (metersBetween(a, b) > CLUSTER_RULE.maxMeters || differentUnits(a, b)) return false;
  const sa = surfaceOf(a);
  const sb = surfaceOf(b);
  if (sa === null || sb === null || !withinTolerance(sa, sb, CLUSTER_RULE.surfaceTolerance)) return false;
  return withinTolerance(a.price, b.price, CLUSTER_RULE.priceTolerance) || sharePhoto(a.photoHashes, b.photoHashes);
}
