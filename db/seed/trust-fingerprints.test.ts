import { describe, expect, it } from "vitest";
import { hammingDistance, PHOTO_HASH_PATTERN, photoHashBands } from "../../domain/photo-fingerprints/photo-hash";
import { seededFingerprintGroups, seededPhotoHash } from "./trust-fingerprints";
import type { PropertyImageRow } from "./listings";

describe("seeded photo fingerprints", () => {
  it("gives each seeded photo its own hash, the same on every run, with its three band rows", () => {
    const images = Array.from(
      { length: 200 },
      (_, i) => ({ id: `img${i}`, propertyId: `p${i % 40}`, url: "/media/photos/x.webp" }) as PropertyImageRow,
    );
    const [fingerprints, bands] = seededFingerprintGroups("demo", images, new Date(0));
    expect(fingerprints.rows).toHaveLength(200);
    expect(bands.rows).toHaveLength(600);
    const hashes = fingerprints.rows.map((r) => r.hash as string);
    for (const hash of hashes) expect(hash).toMatch(PHOTO_HASH_PATTERN);
    expect(seededPhotoHash("demo", "img7")).toBe(hashes[7]);
    expect(bands.rows.filter((b) => b.imageId === "img7").map((b) => b.value)).toEqual(photoHashBands(hashes[7]));
    // Photos of different listings are far apart, as different photos would be.
    for (let i = 0; i < hashes.length; i++)
      for (let j = i + 1; j < hashes.length; j++) expect(hammingDistance(hashes[i], hashes[j])).toBeGreaterThan(8);
  });
});
