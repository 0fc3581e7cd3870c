import type { Operation } from "../properties/property";

// How far a listing's facts can go. Prices outside a range are almost always a typo
// (a rent written with three extra zeros).
export const LISTING_LIMITS = {
  streetMin: 3,
  streetMax: 120,
  interiorMax: 30,
  titleMin: 10,
  titleMax: 90,
  descriptionMin: 50,
  descriptionMax: 5000,
  roomsMax: 50,
  surfaceMax: 1_000_000,
  ageMax: 200,
  amenitiesMax: 40,
  // Borradores an agent keeps at once (they hold photos and spend nothing).
  openDraftsMax: 20,
  maintenanceMax: 500_000,
  // A rental's deposit in months of rent, in halves (CDMX asks one or two; more is a typo).
  depositMonthsMax: 6,
  // Mexico City and the municipalities around it: a pin outside is a mistake.
  bounds: { south: 19.0, north: 19.75, west: -99.45, east: -98.85 },
} as const;

export const PRICE_RANGES: Record<Operation, { min: number; max: number }> & { max: number } = {
  venta: { min: 100_000, max: 1_000_000_000 },
  remate: { min: 100_000, max: 1_000_000_000 },
  renta: { min: 1_000, max: 2_000_000 },
  max: 1_000_000_000,
};

// Photos: what the browser sends (resized to WebP) and what the worker accepts. Beside
// the photo it sends a thumbnail (cards, strips) and a medium: a phone's full-width photo
// (390 px at twice the pixels) without downloading the full size.
export const PHOTO_LIMITS = {
  maxPhotos: 25,
  maxBytes: 15 * 1024 * 1024,
  maxSide: 2048,
  thumbSide: 480,
  mediumSide: 800,
  minSide: 200,
  captionMax: 120,
  types: ["image/jpeg", "image/png", "image/webp"] as const,
} as const;

// A publication runs one plan period; a reminder goes out this many days before it ends.
export const EXPIRY_REMINDER_DAYS = 3;
