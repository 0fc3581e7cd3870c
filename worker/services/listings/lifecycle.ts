import { and, eq, inArray, sql } from "drizzle-orm";
import { clonedPropertyImages } from "../../../db/schema/boards";
import type { Db } from "../../../db/client";
import { properties, propertyImages } from "../../../db/schema/properties";
import { planPeriodEnd } from "../../../domain/billing/plans";
import { LISTING_MESSAGES as M } from "../../../domain/listings/listing-messages";
import { canDo, closedStatusFor, type ListingAction, type ListingStatus } from "../../../domain/listings/listing-status";
import { DomainError } from "../../../domain/errors/domain-error";
import { refreshColoniaPriceStats } from "../price-stats";
import { spendListingPass } from "../agency-team/pass-spends";
import { requireManageableListing, type Actor } from "./manageable-listing";
import type { ListingChange } from "../../../domain/listings/my-listing";
import { alertOnListingWrite } from "../saved-search-alerts/listing-matches";
import { listingAdvertiserSuspended } from "../trust/suspended-advertiser";
import { gatePhotoChange } from "../listing-integrity/photo-gate";
import { confirmedNow } from "../listing-freshness/confirmed-columns";

async function allowed(db: Db, actor: Actor, id: string, action: ListingAction) {
  const listing = await requireManageableListing(db, actor, id);
  if (!canDo(listing.status, action)) throw new DomainError("wrong_status", M.wrongStatus);
  return listing;
}

// A listing comes back to search only while its advertiser (its agent, or its agency's
// owner) is not suspended.
async function refuseWhileSuspended(db: Db, id: string) {
  const [row] = await db
    .select({ suspended: listingAdvertiserSuspended(properties.agentId, properties.agencyId).mapWith(Number) })
    .from(properties)
    .where(eq(properties.id, id));
  if (row?.suspended) throw new DomainError("wrong_status", M.advertiserSuspended);
}

// Moves a listing from the status it was read in to the next one; a concurrent change in
// between makes it a 409 rather than a lost update. Its colonia's medians follow.
async function move(db: Db, id: string, from: ListingStatus, set: Partial<typeof properties.$inferInsert>): Promise<ListingChange> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(properties)
      .set({ ...set, updatedAt: new Date() })
      .where(and(eq(properties.id, id), eq(properties.status, from)))
      .returning({ id: properties.id, status: properties.status, expiresAt: properties.expiresAt, locationId: properties.locationId });
    if (!row) throw new DomainError("wrong_status", M.wrongStatus);
    await refreshColoniaPriceStats(tx, [row.locationId]);
    return { id: row.id, status: row.status, expires_at: row.expiresAt?.toISOString() ?? null };
  });
}

// Back in search, its photos are checked as on a publish (photos changed while it was paused
// or expired are not seen unchecked): held, it says so.
async function checkedPhotos<T extends ListingChange>(db: Db, change: T, now: Date): Promise<T> {
  if (change.status !== "publicada") return change;
  return (await gatePhotoChange(db, change.id, now)) ? { ...change, status: "en_revision" } : change;
}

export async function pauseListing(db: Db, actor: Actor, id: string) {
  const l = await allowed(db, actor, id, "pausar");
  return move(db, id, l.status, { status: "pausada" });
}

// A paused listing comes back for what is left of its period (confirmed: its advertiser put
// it back on the market); past it, it has expired.
export async function reactivateListing(db: Db, actor: Actor, id: string, now = new Date()) {
  const l = await allowed(db, actor, id, "reactivar");
  await refuseWhileSuspended(db, id);
  const expired = l.expiresAt !== null && l.expiresAt <= now;
  const change = await checkedPhotos(
    db,
    await move(db, id, l.status, expired ? { status: "vencida" } : { status: "publicada", ...confirmedNow(now) }),
    now,
  );
  await alertOnListingWrite(db, id, { now });
  return change;
}

export async function closeListing(db: Db, actor: Actor, id: string) {
  const l = await allowed(db, actor, id, "cerrar");
  return move(db, id, l.status, { status: closedStatusFor(l.operationType) });
}

// Renewing spends a pass for a new period (and confirms the listing): from today for an expired listing, from the
// current end for one still running (nothing paid is lost). The end is computed in the
// UPDATE, so two renewals at once each add their period.
export async function renewListing(db: Db, actor: Actor, id: string, now = new Date()) {
  const listing = await allowed(db, actor, id, "renovar");
  await refuseWhileSuspended(db, id);
  const period = planPeriodEnd(now).getTime() - now.getTime();
  const renewed = await db.transaction(async (tx) => {
    const passes = await spendListingPass(tx, actor.id, listing, "renovar", now);
    const [row] = await tx
      .update(properties)
      .set({
        status: "publicada",
        expiresAt: sql`max(coalesce(CASE WHEN ${properties.status} = 'publicada' THEN ${properties.expiresAt} END, 0), ${now.getTime()}) + ${period}`,
        expiryReminderSentAt: null,
        ...confirmedNow(now),
        updatedAt: now,
      })
      .where(and(eq(properties.id, id), inArray(properties.status, ["publicada", "vencida"])))
      .returning({ id: properties.id, status: properties.status, expiresAt: properties.expiresAt, locationId: properties.locationId });
    if (!row) throw new DomainError("wrong_status", M.wrongStatus);
    await refreshColoniaPriceStats(tx, [row.locationId]);
    return { id: row.id, status: row.status, expires_at: row.expiresAt?.toISOString() ?? null, passes };
  });
  const checked = await checkedPhotos(db, renewed, now);
  await alertOnListingWrite(db, id, { now });
  return checked;
}

// Deleting removes the listing, its photos' rows and its favourites; a copy on a client's
// board is a clone of its own and stays readable there, so the photo objects a clone
// still shows are kept; its colonia's medians follow. Returns the R2 keys nobody uses any more.
export async function deleteListing(db: Db, actor: Actor, id: string): Promise<string[]> {
  const listing = await allowed(db, actor, id, "eliminar");
  const keys = await db
    .select({ storage: propertyImages.storageKey, thumb: propertyImages.thumbnailKey, medium: propertyImages.mediumKey })
    .from(propertyImages)
    .where(
      and(
        eq(propertyImages.propertyId, id),
        sql`NOT EXISTS (SELECT 1 FROM ${clonedPropertyImages} WHERE ${clonedPropertyImages.url} = ${propertyImages.url})`,
      ),
    );
  await db.transaction(async (tx) => {
    await tx.delete(properties).where(eq(properties.id, id));
    await refreshColoniaPriceStats(tx, [listing.locationId]);
  });
  return keys.flatMap((k) => [k.storage, k.thumb, k.medium]).filter((k): k is string => !!k);
}
