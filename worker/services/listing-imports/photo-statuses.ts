import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { listingImportPhotos } from "../../../db/schema/listing-imports";
import { properties } from "../../../db/schema/properties";
import type { ImportPhotosAnswer } from "../../../domain/listing-imports/import-api";
import { manageableBy, type Actor } from "../listings/manageable-listing";

// The photos the import named for each of these listings, in the row's order, with where
// each one is. Listings the person does not manage are left out (as if they did not exist);
// a listing of theirs whose row named no photos comes with an empty list.
export async function importPhotoStatuses(db: Db, actor: Actor, listingIds: string[]): Promise<ImportPhotosAnswer> {
  const rows = await db
    .select({
      listingId: properties.id,
      url: listingImportPhotos.url,
      status: listingImportPhotos.status,
      reason: listingImportPhotos.reason,
      imageId: listingImportPhotos.imageId,
    })
    .from(properties)
    .leftJoin(listingImportPhotos, eq(listingImportPhotos.propertyId, properties.id))
    .where(and(inArray(properties.id, listingIds), manageableBy(actor)))
    .orderBy(asc(properties.id), asc(listingImportPhotos.position), asc(listingImportPhotos.createdAt));
  const byListing = new Map<string, ImportPhotosAnswer["items"][number]>();
  for (const r of rows) {
    const item = byListing.get(r.listingId) ?? byListing.set(r.listingId, { listing_id: r.listingId, photos: [] }).get(r.listingId)!;
    if (r.url === null || r.status === null) continue;
    // A pending photo may carry the reason of an attempt that will be repeated: not final.
    item.photos.push({ url: r.url, status: r.status, reason: r.status === "fallida" ? r.reason : null, photo_id: r.imageId });
  }
  return { items: listingIds.flatMap((id) => byListing.get(id) ?? []) };
}
