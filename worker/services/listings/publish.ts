import { and, count, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { properties, propertyImages } from "../../../db/schema/properties";
import { planPeriodEnd } from "../../../domain/billing/plans";
import { LISTING_MESSAGES as M } from "../../../domain/listings/listing-messages";
import { listingSchema } from "../../../domain/listings/listing-schema";
import { DomainError } from "../../../domain/errors/domain-error";
import { fieldMessages } from "../../../domain/errors/field-messages";
import { refreshColoniaPriceStats } from "../price-stats";
import { spendListingPass } from "../agency-team/pass-spends";
import { findColonia } from "./colonia";
import { recordPriceChange } from "./price-history";
import { alertOnListingWrite } from "../saved-search-alerts/listing-matches";
import { requireManageableListing, type Actor } from "./manageable-listing";
import type { PublishResult } from "../../../domain/listings/my-listing";
import { requireVerifiedContactPhone } from "../phones/contact-phone";
import { holdUnlessPhotosClear } from "../listing-integrity/photo-gate";
import { backFromUnconfirmed, confirmedNow } from "../listing-freshness/confirmed-columns";
import { reclusterListing } from "../listing-clusters/recluster";
import { listingWrite } from "../listing-model/write";
import { assignListingStations } from "../listing-stations/assign-stations";

// The whole listing checked as buyers will see it: every field, the combinations, the
// colonia and at least one photo. Field errors come back like any validation error.
async function completeListing(db: Db, id: string, input: unknown) {
  const parsed = listingSchema.safeParse(input ?? {});
  if (!parsed.success) {
    throw new DomainError("incomplete_listing", M.incomplete, fieldMessages(parsed.error));
  }
  const colonia = await findColonia(db, parsed.data.location_id);
  if (!colonia) throw new DomainError("incomplete_listing", M.incomplete, { location_id: [M.location] });
  const [photos] = await db.select({ n: count() }).from(propertyImages).where(eq(propertyImages.propertyId, id));
  if (!photos || photos.n === 0) throw new DomainError("incomplete_listing", M.photosRequired, { photos: [M.photosRequired] });
  return listingWrite(parsed.data, colonia);
}

// Publishing a borrador needs a verified phone (the contact buyers will see), and spends
// one pass in the same transaction that makes it public:
// two tabs racing for the last pass leave exactly one listing published.
export async function publishListing(db: Db, actor: Actor, id: string, now = new Date()): Promise<PublishResult> {
  const listing = await requireManageableListing(db, actor, id);
  if (listing.status !== "borrador") throw new DomainError("not_a_draft", M.notADraft);
  const [row] = await db.select({ draft: properties.draft }).from(properties).where(eq(properties.id, id));
  const columns = await completeListing(db, id, row?.draft);
  // The listing shows its advertiser's phone: one the publishing account proved by SMS.
  await requireVerifiedContactPhone(db, actor.id);
  const expiresAt = planPeriodEnd(now);
  const { passes, held } = await db.transaction(async (tx) => {
    const spent = await spendListingPass(tx, actor.id, { id, title: columns.title, agencyId: listing.agencyId }, "publicar", now);
    const [published] = await tx
      .update(properties)
      .set({
        ...columns,
        status: "publicada",
        draft: null,
        publishedAt: now,
        expiresAt,
        expiryReminderSentAt: null,
        ...confirmedNow(now),
        updatedAt: now,
      })
      .where(and(eq(properties.id, id), eq(properties.status, "borrador")))
      .returning({ id: properties.id });
    // Published meanwhile from another tab: the pass goes back with the rollback.
    if (!published) throw new DomainError("not_a_draft", M.notADraft);
    // Its photos are checked before anyone sees it: copied or not yet fingerprinted, it is held.
    const held = await holdUnlessPhotosClear(tx, id, now);
    await refreshColoniaPriceStats(tx, [columns.locationId]);
    await reclusterListing(tx, id);
    await assignListingStations(tx, id, now);
    return { passes: spent, held };
  });
  await alertOnListingWrite(db, id, { now });
  return { id, status: held ? "en_revision" : "publicada", held, expires_at: expiresAt.toISOString(), passes };
}

// Editing a live listing writes the whole listing at once, checked like a publish, and
// spends nothing. Saving it is the advertiser saying it is current: it confirms the listing
// (one por_confirmar comes back to search). The medians of the colonia it was in and the one it is in follow, and a
// changed price goes into the listing's price history.
export async function updateListing(db: Db, actor: Actor, id: string, input: unknown, now = new Date()) {
  const listing = await requireManageableListing(db, actor, id);
  if (listing.status === "borrador" || listing.status === "vendida" || listing.status === "rentada") {
    throw new DomainError("wrong_status", M.wrongStatus);
  }
  const columns = await completeListing(db, id, input);
  const status = await db.transaction(async (tx) => {
    await recordPriceChange(tx, id, columns.price, now);
    const [row] = await tx
      .update(properties)
      .set({ ...columns, ...confirmedNow(now), status: backFromUnconfirmed(now), updatedAt: now })
      .where(eq(properties.id, id))
      .returning({ status: properties.status });
    await refreshColoniaPriceStats(tx, [listing.locationId, columns.locationId]);
    await reclusterListing(tx, id);
    // Moved or not, its stations follow the pin it has now.
    await assignListingStations(tx, id, now);
    return row?.status ?? listing.status;
  });
  await alertOnListingWrite(db, id, { previousPrice: listing.price, now });
  return { id, status, updated_at: now.toISOString() };
}
