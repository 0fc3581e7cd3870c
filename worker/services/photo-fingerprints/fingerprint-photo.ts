import { eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { propertyImages } from "../../../db/schema/properties";
import type { FingerprintFailureReason } from "../../../domain/photo-fingerprints/fingerprint-failures";
import { photoFingerprint, type PhotoFingerprint } from "../../../domain/photo-fingerprints/perceptual-hash";
import { photoHashBands } from "../../../domain/photo-fingerprints/photo-hash";
import { decodeImage, UnreadableImage } from "./decode-image";

/**
 * What became of one photo: its fingerprint written; nothing to do (the photo was deleted
 * meanwhile, or it has no object of its own, as the seed's shared scenes); or a failure
 * that no retry can mend (the image cannot be read, its object is gone).
 */
export type FingerprintOutcome =
  | { kind: "written"; propertyId: string; fingerprint: PhotoFingerprint }
  | { kind: "gone" }
  | { kind: "failed"; propertyId: string; reason: FingerprintFailureReason; detail: string };

// Reads the photo's row (never the message: it may be old), its thumbnail from R2 (the
// smallest stored size; an imported photo is its own thumbnail), decodes it and writes the
// fingerprint. Anything else that fails (the database, R2) throws, and the queue retries.
export async function fingerprintPhoto(db: Db, bucket: R2Bucket, imageId: string): Promise<FingerprintOutcome> {
  const [photo] = await db
    .select({ propertyId: propertyImages.propertyId, thumbnailKey: propertyImages.thumbnailKey, storageKey: propertyImages.storageKey })
    .from(propertyImages)
    .where(eq(propertyImages.id, imageId));
  const key = photo?.thumbnailKey ?? photo?.storageKey;
  if (!photo || !key) return { kind: "gone" };
  const object = await bucket.get(key);
  if (!object) return { kind: "failed", propertyId: photo.propertyId, reason: "sin_archivo", detail: key };
  const bytes = new Uint8Array(await object.arrayBuffer());
  let fingerprint: PhotoFingerprint;
  try {
    fingerprint = photoFingerprint(await decodeImage(bytes));
  } catch (error) {
    if (error instanceof UnreadableImage) return { kind: "failed", propertyId: photo.propertyId, reason: "imagen_danada", detail: error.message };
    throw error;
  }
  await writeFingerprint(db, imageId, fingerprint);
  return { kind: "written", propertyId: photo.propertyId, fingerprint };
}

// One transaction, safe to repeat: the fingerprint (only while the photo row exists, so a
// photo deleted meanwhile gets none), its band rows afresh (informative photos only) and
// the end of any failure recorded for it.
export async function writeFingerprint(db: Db, imageId: string, { hash, informative }: PhotoFingerprint): Promise<void> {
  const bands = informative ? photoHashBands(hash) : [];
  await db.batch([
    db.run(sql`INSERT INTO photo_fingerprints (image_id, property_id, hash, informative, created_at)
      SELECT id, property_id, ${hash}, ${informative ? 1 : 0}, ${Date.now()} FROM property_images WHERE id = ${imageId}
      ON CONFLICT (image_id) DO UPDATE SET hash = excluded.hash, informative = excluded.informative, property_id = excluded.property_id`),
    db.run(sql`DELETE FROM photo_hash_bands WHERE image_id = ${imageId}`),
    ...bands.map((value, band) =>
      db.run(sql`INSERT OR IGNORE INTO photo_hash_bands (band, value, image_id, property_id, hash)
        SELECT ${band}, ${value}, image_id, property_id, hash FROM photo_fingerprints WHERE image_id = ${imageId}`),
    ),
    db.run(sql`DELETE FROM photo_fingerprint_failures WHERE image_id = ${imageId}`),
  ]);
}
