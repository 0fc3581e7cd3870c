import { eq } from "drizzle-orm";
import type { Db, DbOrTx } from "../../../db/client";
import { properties } from "../../../db/schema/properties";
import type { PhotoHoldReason } from "../../../domain/trust/listing-holds";
import { refreshColoniaPriceStats } from "../price-stats";
import { checkListingPhotos } from "./copied-listings";
import { insertOpenHold, publishedWithOpenHold } from "../listing-reports/hold-sql";

// A listing is in search only once every photo it shows has been checked: a write that puts
// a listing in search (publish, reactivate, renew) or changes the photos of one in search
// (a new photo, another main photo) ends with this gate. Photos that copy another
// advertiser's listing hold it for the operator (fotos_copiadas); photos still waiting for
// their fingerprint hold it until they arrive (fotos_por_verificar, which onPhotoFingerprinted
// releases by itself when they come clean).

/**
 * Checks a published listing's photos and holds it when they are not clear; the reason it
 * was held for, or null (clear, or not published). Run inside the write's transaction, so
 * the listing is never in search unchecked; the caller refreshes its colonia's medians.
 */
export async function holdUnlessPhotosClear(db: DbOrTx, propertyId: string, now: Date): Promise<PhotoHoldReason | null> {
  const check = await checkListingPhotos(db, propertyId);
  const reason: PhotoHoldReason | null = check.copied.length > 0 ? "fotos_copiadas" : check.awaiting > 0 ? "fotos_por_verificar" : null;
  if (!reason) return null;
  return (await holdPublishedListing(db, propertyId, reason, now)) ? reason : null;
}

/** The gate on its own, for a write that did not run in a transaction (a photo's upload or order). */
export async function gatePhotoChange(db: Db, propertyId: string, now = new Date()): Promise<PhotoHoldReason | null> {
  return db.transaction(async (tx) => {
    const held = await holdUnlessPhotosClear(tx, propertyId, now);
    if (held) {
      const [row] = await tx.select({ locationId: properties.locationId }).from(properties).where(eq(properties.id, propertyId));
      await refreshColoniaPriceStats(tx, [row?.locationId]);
    }
    return held;
  });
}

// An open hold, inserted only while the listing is published, then en_revision; false when
// it was not published (or another hold got there first: one open hold per listing).
async function holdPublishedListing(db: DbOrTx, propertyId: string, reason: PhotoHoldReason, now: Date): Promise<boolean> {
  await db.run(insertOpenHold(propertyId, reason, now));
  const moved = await db.update(properties).set({ status: "en_revision" }).where(publishedWithOpenHold(propertyId)).returning({ id: properties.id });
  return moved.length > 0;
}
