import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { properties } from "../../../db/schema/properties";
import { DomainError } from "../../../domain/errors/domain-error";
import { confirmationLinkExpiry, type ConfirmationAnswer } from "../../../domain/listings/freshness";
import { LISTING_MESSAGES as M } from "../../../domain/listings/listing-messages";
import { canDo, closedStatusFor, type ListingStatus } from "../../../domain/listings/listing-status";
import type { ListingChange } from "../../../domain/listings/my-listing";
import type { Operation } from "../../../domain/properties/property";
import { requireManageableListing, type Actor } from "../listings/manageable-listing";
import { refreshColoniaPriceStats } from "../price-stats";
import { alertOnListingWrite } from "../saved-search-alerts/listing-matches";
import { listingAdvertiserSuspended } from "../trust/suspended-advertiser";
import { readConfirmationToken } from "./confirmation-token";
import { backFromUnconfirmed, confirmedNow } from "./confirmed-columns";

// "Sigue disponible": the advertiser says the listing is still on the market, from
// "Mis propiedades" or from the e-mail's link. Its `confirmed_at` becomes now and the
// question is answered (the e-mail's links are used up); a listing por_confirmar comes back
// to search (vencida when its period ended meanwhile), never while its advertiser is
// suspended. "Ya se rentó / vendió" from the e-mail closes it like "Marcar como rentada".

const ANSWERABLE: ListingStatus[] = ["publicada", "por_confirmar"];

/** Confirms the listing when it is still answerable (and `also` holds); null when it was not. */
async function markConfirmed(db: Db, id: string, now: Date, also?: SQL) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(properties)
      .set({ status: backFromUnconfirmed(now), ...confirmedNow(now), updatedAt: now })
      .where(
        and(
          eq(properties.id, id),
          inArray(properties.status, ANSWERABLE),
          sql`NOT (${properties.status} = 'por_confirmar' AND ${listingAdvertiserSuspended(properties.agentId, properties.agencyId)})`,
          also,
        ),
      )
      .returning({ id: properties.id, status: properties.status, expiresAt: properties.expiresAt, locationId: properties.locationId });
    if (row) await refreshColoniaPriceStats(tx, [row.locationId]);
    return row ?? null;
  });
}

/** POST /api/listings/:id/confirm: who manages the listing says it is still available. */
export async function confirmListing(db: Db, actor: Actor, id: string, now = new Date()): Promise<ListingChange> {
  const listing = await requireManageableListing(db, actor, id);
  if (!canDo(listing.status, "confirmar")) throw new DomainError("wrong_status", M.wrongStatus);
  const row = await markConfirmed(db, id, now);
  if (!row) {
    const [suspended] = await db
      .select({ yes: listingAdvertiserSuspended(properties.agentId, properties.agencyId).mapWith(Number) })
      .from(properties)
      .where(eq(properties.id, id));
    throw new DomainError("wrong_status", suspended?.yes ? M.advertiserSuspended : M.wrongStatus);
  }
  if (listing.status === "por_confirmar" && row.status === "publicada") await alertOnListingWrite(db, id, { now });
  return { id: row.id, status: row.status, expires_at: row.expiresAt?.toISOString() ?? null };
}

// The page an e-mail's link opens: what it may still do.
type LinkListing = { answer: ConfirmationAnswer; title: string; operation: Operation; status: ListingStatus };
export type ConfirmationLinkState =
  { kind: "invalid" | "expired" | "used" | "suspended" } | ({ kind: "ask" } & LinkListing) | ({ kind: "done" } & LinkListing);

async function linkState(db: Db, secret: string, token: string, now: Date) {
  const link = await readConfirmationToken(secret, token);
  if (!link) return { state: { kind: "invalid" } as const, link: null };
  const [listing] = await db
    .select({
      title: properties.title,
      status: properties.status,
      operation: properties.operationType,
      askedAt: properties.confirmationAskedAt,
      suspended: listingAdvertiserSuspended(properties.agentId, properties.agencyId).mapWith(Number),
    })
    .from(properties)
    .where(eq(properties.id, link.listingId));
  // A listing deleted since: nothing to answer for.
  if (!listing) return { state: { kind: "invalid" } as const, link: null };
  if (confirmationLinkExpiry(link.askedAt) <= now) return { state: { kind: "expired" } as const, link: null };
  if (listing.askedAt?.getTime() !== link.askedAt.getTime() || !ANSWERABLE.includes(listing.status)) {
    return { state: { kind: "used" } as const, link: null };
  }
  if (listing.suspended) return { state: { kind: "suspended" } as const, link: null };
  const state: ConfirmationLinkState = {
    kind: "ask",
    answer: link.answer,
    title: listing.title,
    operation: listing.operation,
    status: listing.status,
  };
  return { state, link };
}

/** GET of the link: what it would do (nothing changes: mail scanners open links). */
export async function confirmationLinkTarget(db: Db, secret: string, token: string, now = new Date()): Promise<ConfirmationLinkState> {
  return (await linkState(db, secret, token, now)).state;
}

/** POST of the link's button: the answer, once. */
export async function answerConfirmationLink(db: Db, secret: string, token: string, now = new Date()): Promise<ConfirmationLinkState> {
  const { state, link } = await linkState(db, secret, token, now);
  if (state.kind !== "ask" || !link) return state;
  // The e-mail this link came in must still be the open question: a second answer finds it answered.
  const sameQuestion = eq(properties.confirmationAskedAt, link.askedAt);
  if (link.answer === "disponible") {
    const row = await markConfirmed(db, link.listingId, now, sameQuestion);
    if (!row) return { kind: "used" };
    if (state.status === "por_confirmar" && row.status === "publicada") await alertOnListingWrite(db, link.listingId, { now });
    return { ...state, kind: "done", status: row.status };
  }
  const closed = closedStatusFor(state.operation);
  const row = await db.transaction(async (tx) => {
    const [r] = await tx
      .update(properties)
      .set({ status: closed, confirmationAskedAt: null, updatedAt: now })
      .where(and(eq(properties.id, link.listingId), inArray(properties.status, ANSWERABLE), sameQuestion))
      .returning({ locationId: properties.locationId });
    if (r) await refreshColoniaPriceStats(tx, [r.locationId]);
    return r;
  });
  return row ? { ...state, kind: "done", status: closed } : { kind: "used" };
}
