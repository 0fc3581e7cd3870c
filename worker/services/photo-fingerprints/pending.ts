import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";

// How many of a listing's stored photos still wait for the fingerprint queue: neither a
// fingerprint nor a failure given up on. A check that needs every photo's fingerprint (the
// clone rule) waits while this is above zero; onPhotoFingerprinted is called as each
// batch ends. Seeded photos (no object of their own, fingerprints written by the seed)
// never wait. Reads the listing's photos through property_images_property_idx.
export async function photosAwaitingFingerprint(db: DbOrTx, propertyId: string): Promise<number> {
  const result = await db.run(sql`
    SELECT count(*) AS n FROM property_images i
    WHERE i.property_id = ${propertyId} AND i.thumbnail_key IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM photo_fingerprints f WHERE f.image_id = i.id)
      AND NOT EXISTS (SELECT 1 FROM photo_fingerprint_failures x WHERE x.image_id = i.id AND x.dead_at IS NOT NULL)`);
  return Number((result.rows[0] as unknown as { n: number }).n);
}
