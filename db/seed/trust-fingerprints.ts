// The seeded photos' fingerprints. The seed's photos are a pool of generated scenes shared by
// many listings, so hashing them would tie every listing that shows the same scene to the
// others. Each seeded photo gets instead a random hash of its own (from the seed and its
// id: the same database every time), as if each listing had taken its own photos; the
// clone and duplicate cases of other seed modules copy these with a few bits flipped.
import { photoFingerprints, photoHashBands as photoHashBandsTable } from "../schema/photo-fingerprints";
import { photoHashBands } from "../../domain/photo-fingerprints/photo-hash";
import type { TableRows } from "./insert";
import type { PropertyImageRow } from "./listings";
import { createRng } from "./random";

/** A random 64-bit hash (16 hex digits) for one seeded photo. */
export function seededPhotoHash(seedName: string, imageId: string): string {
  const rng = createRng(`photo-fingerprint:${seedName}:${imageId}`);
  return Array.from({ length: 4 }, () => rng.int(0, 0xffff).toString(16).padStart(4, "0")).join("");
}

/**
 * The fingerprint rows and band rows of every seeded photo (all informative: they are room
 * scenes); `planted` gives the hashes of photos a seed case copies (a clone's), by image id.
 */
export function seededFingerprintGroups(
  seedName: string,
  images: readonly PropertyImageRow[],
  now: Date,
  planted: ReadonlyMap<string, string> = new Map(),
): TableRows[] {
  const fingerprints = images.map((image) => ({
    imageId: image.id,
    propertyId: image.propertyId,
    hash: planted.get(image.id) ?? seededPhotoHash(seedName, image.id),
    informative: true,
    createdAt: now,
  }));
  const bands = fingerprints.flatMap((f) =>
    photoHashBands(f.hash).map((value, band) => ({ band, value, imageId: f.imageId, propertyId: f.propertyId, hash: f.hash })),
  );
  return [
    { table: photoFingerprints, rows: fingerprints },
    { table: photoHashBandsTable, rows: bands },
  ];
}
