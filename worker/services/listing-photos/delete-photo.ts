import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { propertyImages } from "../../../db/schema/properties";
import { LISTING_MESSAGES as M } from "../../../domain/listings/listing-messages";
import { DomainError } from "../../../domain/errors/domain-error";
import type { PhotoListing } from "./editable-listing";
import { deleteUnusedObjects } from "./photo-storage";

// Deletes the row (when it was the main photo, the first of the rest becomes main) and
// then its objects, unless another row or a board clone still shows them.
export async function deleteListingPhoto(db: Db, bucket: R2Bucket, listing: PhotoListing, photoId: string): Promise<void> {
  const [row] = await db
    .select({ storageKey: propertyImages.storageKey, thumbnailKey: propertyImages.thumbnailKey, mediumKey: propertyImages.mediumKey })
    .from(propertyImages)
    .where(and(eq(propertyImages.id, photoId), eq(propertyImages.propertyId, listing.id)));
  if (!row) throw new DomainError("photo_not_found", M.photoNotFound);
  // The last photo of a live listing stays (publishing needs one): the DELETE checks it.
  const keepLast = listing.live ? sql` AND (SELECT count(*) FROM property_images WHERE property_id = ${listing.id}) > 1` : sql``;
  const [deleted] = await db.batch([
    db.run(sql`DELETE FROM property_images WHERE id = ${photoId} AND property_id = ${listing.id}${keepLast}`),
    db.run(sql`UPDATE property_images SET is_main = 1
      WHERE id = (SELECT id FROM property_images WHERE property_id = ${listing.id} ORDER BY display_order, created_at, id LIMIT 1)
        AND NOT EXISTS (SELECT 1 FROM property_images WHERE property_id = ${listing.id} AND is_main = 1)`),
  ]);
  if (deleted.rowsAffected === 0) throw new DomainError("last_photo", M.lastPhoto);
  const keys = [row.storageKey, row.thumbnailKey, row.mediumKey];
  if (keys.some(Boolean)) await deleteUnusedObjects(db, bucket, keys);
}
