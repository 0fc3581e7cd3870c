import { asc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { propertyImages } from "../../../db/schema/properties";
import type { ListingPhoto } from "../../../domain/listings/my-listing";

export const listingPhotoColumns = {
  id: propertyImages.id,
  url: propertyImages.url,
  thumbnail_url: propertyImages.thumbnailUrl,
  alt: propertyImages.alt,
  caption: propertyImages.caption,
  room_type: propertyImages.roomType,
  width: propertyImages.width,
  height: propertyImages.height,
  is_main: propertyImages.isMain,
  display_order: propertyImages.displayOrder,
};

// A listing's photos in display order (the caller has checked who may see them).
export async function listListingPhotos(db: Db, listingId: string): Promise<ListingPhoto[]> {
  return db
    .select(listingPhotoColumns)
    .from(propertyImages)
    .where(eq(propertyImages.propertyId, listingId))
    .orderBy(asc(propertyImages.displayOrder), asc(propertyImages.createdAt), asc(propertyImages.id));
}
