import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { propertyImages } from "../../../db/schema/properties";
import { LISTING_MESSAGES as M } from "../../../domain/listings/listing-messages";
import type { ListingPhoto } from "../../../domain/listings/my-listing";
import { DomainError } from "../../../domain/errors/domain-error";
import type { PhotoListing } from "./editable-listing";
import { listListingPhotos } from "./list-photos";
import { photoAlt, type UpdatePhotosInput } from "./photo-input";

// Order, main photo and captions in one batch. Every id must be one of the listing's
// photos (404 otherwise). Photos the order leaves out (one uploaded meanwhile) keep their
// relative order after the ones it names.
export async function updateListingPhotos(db: Db, listing: PhotoListing, input: UpdatePhotosInput): Promise<ListingPhoto[]> {
  const current = await db
    .select({ id: propertyImages.id })
    .from(propertyImages)
    .where(eq(propertyImages.propertyId, listing.id))
    .orderBy(asc(propertyImages.displayOrder), asc(propertyImages.createdAt), asc(propertyImages.id));
  const known = new Set(current.map((r) => r.id));
  const named = [...(input.order ?? []), ...(input.main_id ? [input.main_id] : []), ...(input.captions ?? []).map((c) => c.id)];
  if (named.some((id) => !known.has(id))) throw new DomainError("photo_not_found", M.photoNotFound);

  const own = (id: string) => and(eq(propertyImages.id, id), eq(propertyImages.propertyId, listing.id));
  const statements = [];
  if (input.order) {
    const ordered = [...new Set([...input.order, ...current.map((r) => r.id)])];
    ordered.forEach((id, index) => statements.push(db.update(propertyImages).set({ displayOrder: index }).where(own(id))));
  }
  if (input.main_id) {
    statements.push(
      db
        .update(propertyImages)
        .set({ isMain: sql`(${propertyImages.id} = ${input.main_id})` })
        .where(eq(propertyImages.propertyId, listing.id)),
    );
  }
  for (const { id, caption, room_type } of input.captions ?? []) {
    statements.push(
      db
        .update(propertyImages)
        .set({ caption, roomType: room_type, alt: photoAlt(caption, room_type, listing.title) })
        .where(own(id)),
    );
  }
  if (statements.length > 0) await db.batch(statements as [(typeof statements)[number], ...(typeof statements)[number][]]);
  return listListingPhotos(db, listing.id);
}
