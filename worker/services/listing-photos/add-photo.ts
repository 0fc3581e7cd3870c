import { eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { propertyImages } from "../../../db/schema/properties";
import { PHOTO_LIMITS } from "../../../domain/listings/listing-limits";
import { LISTING_MESSAGES as M } from "../../../domain/listings/listing-messages";
import type { ListingPhoto } from "../../../domain/listings/my-listing";
import { DomainError } from "../../../domain/errors/domain-error";
import type { PhotoListing } from "./editable-listing";
import { PHOTO_FORMATS } from "./image-type";
import { listingPhotoColumns } from "./list-photos";
import { photoAlt } from "./photo-input";
import { contentHash, deleteUnusedObjects, mediaUrl, photoKey, type PhotoVariant } from "./photo-storage";
import type { CheckedImage, PhotoUpload } from "./upload-form";
import { describeErrorForLog } from "../../logging/log-redaction";

const photoLimit = () => new DomainError("photo_limit", M.photoLimit);

// Refused before the body is read when the listing is already full.
export async function assertRoomForPhoto(db: Db, listingId: string): Promise<void> {
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)` })
    .from(propertyImages)
    .where(eq(propertyImages.propertyId, listingId));
  if (n >= PHOTO_LIMITS.maxPhotos) throw photoLimit();
}

// Stores the objects (the photo, its thumbnail and its medium when one came), then the row
// in one statement that also decides, whatever runs in parallel, whether it is the main
// photo, its place at the end and that the listing still has room. When the row is not
// written the objects go again.
export async function addListingPhoto(db: Db, bucket: R2Bucket, listing: PhotoListing, upload: PhotoUpload): Promise<ListingPhoto> {
  const { photo, thumbnail, medium } = upload;
  const keyOf = async (image: CheckedImage, variant: PhotoVariant) =>
    photoKey(listing.id, await contentHash(image.bytes), PHOTO_FORMATS[image.format].extension, variant);
  const [key, thumbKey, mediumKey] = await Promise.all([
    keyOf(photo, "photo"),
    keyOf(thumbnail, "thumbnail"),
    medium ? keyOf(medium, "medium") : null,
  ]);
  const objects: [string, CheckedImage][] = [
    [key, photo],
    [thumbKey, thumbnail],
    ...(medium && mediumKey ? [[mediumKey, medium] as [string, CheckedImage]] : []),
  ];
  // Objects that were already there belong to another photo with the same bytes too.
  const existed = await Promise.all(objects.map(([k]) => bucket.head(k)));
  const created = objects.filter((_, i) => !existed[i]).map(([k]) => k);
  await Promise.all(
    objects.map(([k, image]) => bucket.put(k, image.bytes, { httpMetadata: { contentType: PHOTO_FORMATS[image.format].contentType } })),
  );

  const id = crypto.randomUUID();
  const alt = photoAlt(upload.caption, upload.roomType, listing.title);
  try {
    const result = await db.run(sql`
      INSERT INTO property_images (id, property_id, url, thumbnail_url, medium_url, alt, width, height, is_main, display_order,
        storage_key, thumbnail_key, medium_key, caption, room_type, bytes, created_at)
      SELECT ${id}, ${listing.id}, ${mediaUrl(key)}, ${mediaUrl(thumbKey)}, ${mediumKey && mediaUrl(mediumKey)}, ${alt}, ${photo.width}, ${photo.height},
        NOT EXISTS (SELECT 1 FROM property_images WHERE property_id = ${listing.id} AND is_main = 1),
        COALESCE((SELECT MAX(display_order) FROM property_images WHERE property_id = ${listing.id}), -1) + 1,
        ${key}, ${thumbKey}, ${mediumKey}, ${upload.caption}, ${upload.roomType}, ${photo.bytes.length}, ${Date.now()}
      WHERE (SELECT COUNT(*) FROM property_images WHERE property_id = ${listing.id}) < ${PHOTO_LIMITS.maxPhotos}`);
    if (result.rowsAffected === 0) throw photoLimit();
  } catch (error) {
    await removeOrphans(db, bucket, created).catch((cleanup) =>
      console.error("photo_cleanup_failed", { listingId: listing.id, keys: created, error: describeErrorForLog(cleanup) }),
    );
    throw error;
  }
  const [row] = await db.select(listingPhotoColumns).from(propertyImages).where(eq(propertyImages.id, id));
  return row;
}

// The objects this upload created, unless a row took them meanwhile; when the database
// cannot answer, they go anyway (nothing pointed at them before this upload).
async function removeOrphans(db: Db, bucket: R2Bucket, created: string[]): Promise<void> {
  if (created.length === 0) return;
  try {
    await deleteUnusedObjects(db, bucket, created);
  } catch {
    await bucket.delete(created);
  }
}
