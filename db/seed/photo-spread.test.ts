import { describe, expect, it } from "vitest";
import { OPERATIONS, PROPERTY_TYPES } from "./listing-text";
import { generateListings } from "./listings";
import { buildLocations, DEFAULT_SEED } from "./locations";
import { buildPhotoCatalog } from "./photo-catalog";
import { MAIN_PHOTO_SPACING, newestFirst } from "./photo-spread";
import { DEFAULT_LISTINGS, FIXTURE_LISTINGS } from "./run";

const NOW = new Date("2026-11-24T12:00:00Z");
const photos = buildPhotoCatalog();

function seeded(seed: string, count: number) {
  return generateListings({ seed, count, now: NOW, places: buildLocations(seed), agents: [], photos });
}

// The results grid shows two cards a row at 1280 px and three from 1536 px: a card's
// neighbours (beside it and below it) are at most three places away in the list.
function repeatsWithin(urls: readonly string[], spacing: number): string[] {
  const found: string[] = [];
  urls.forEach((url, i) => {
    const j = urls.indexOf(url, i + 1);
    if (j !== -1 && j - i < spacing) found.push(`${url} at ${i} and ${j}`);
  });
  return found;
}

describe.each([
  [DEFAULT_SEED, DEFAULT_LISTINGS],
  [DEFAULT_SEED, FIXTURE_LISTINGS],
  ["another-seed", 800],
])("main photos of the seed %s with %i listings", (seed, count) => {
  const { properties, images } = seeded(seed, count);
  const mainOf = new Map(images.filter((i) => i.isMain).map((i) => [i.propertyId, i.url]));

  it("never repeat among neighbouring cards of /comprar, /rentar and /remate, nor of one property type", () => {
    expect(MAIN_PHOTO_SPACING).toBeGreaterThanOrEqual(4);
    for (const operation of OPERATIONS) {
      const stream = newestFirst(properties.filter((p) => p.operationType === operation));
      expect(
        repeatsWithin(
          stream.map((p) => mainOf.get(p.id)!),
          MAIN_PHOTO_SPACING,
        ),
        operation,
      ).toEqual([]);
      for (const type of PROPERTY_TYPES) {
        const ofType = stream.filter((p) => p.propertyType === type);
        expect(
          repeatsWithin(
            ofType.map((p) => mainOf.get(p.id)!),
            MAIN_PHOTO_SPACING,
          ),
          `${operation} ${type}`,
        ).toEqual([]);
      }
    }
  });

  it("gives every listing exactly one main photo and no photo twice in one listing", () => {
    for (const p of properties) {
      const own = images.filter((i) => i.propertyId === p.id);
      expect(own.filter((i) => i.isMain)).toHaveLength(1);
      expect(new Set(own.map((i) => i.url)).size).toBe(own.length);
    }
  });
});

it("shows mostly different main photos on the first pages of sale listings", () => {
  const { properties, images } = seeded(DEFAULT_SEED, DEFAULT_LISTINGS);
  const mainOf = new Map(images.filter((i) => i.isMain).map((i) => [i.propertyId, i.url]));
  const firstHundred = newestFirst(properties.filter((p) => p.operationType === "venta")).slice(0, 100);
  expect(new Set(firstHundred.map((p) => mainOf.get(p.id))).size).toBeGreaterThanOrEqual(60);
});
