import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { PropertyDetail, PropertyShare, SharedProperty } from "../../domain/properties/property";
import type { Db } from "../../db/client";
import { propertyShares, properties } from "../../db/schema/properties";
import { DomainError } from "../../domain/errors/domain-error";
import { countListingEvent } from "./listing-stats";
import { agentCardQuery, getPropertyDetail, toAgentCard, toAgentContact } from "./property-detail";
import { LINK_GONE, LISTING_GONE } from "../../domain/properties/availability-messages";
import { sharedPhotoKey, sheetOf } from "./trust/share-sheet";
import { accountSuspended } from "./trust/suspended-advertiser";

type Kind = "share" | "presentation";
type ShareRow = typeof propertyShares.$inferSelect;

const NOT_AVAILABLE = LINK_GONE;

// A link leads somewhere until it is revoked or its agent is suspended; then it reads as gone.
const liveShare = and(isNull(propertyShares.revokedAt), sql`NOT ${accountSuspended(propertyShares.sharedBy)}`)!;

// 256 random bits, URL-safe: a share link cannot be guessed.
export function newShareToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

const toShare = (row: ShareRow, origin: string): PropertyShare => ({
  token: row.token,
  kind: row.kind,
  url: `${origin}/${row.kind === "share" ? "s" : "p"}/${row.token}`,
  created_at: row.createdAt.toISOString(),
  revoked_at: row.revokedAt ? row.revokedAt.toISOString() : null,
});

export async function createShare(db: Db, userId: string, propertyId: string, kind: Kind, origin: string): Promise<PropertyShare> {
  const [listing] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.id, propertyId), eq(properties.status, "publicada")));
  if (!listing) throw new DomainError("not_found", LISTING_GONE);
  const [row] = await db.insert(propertyShares).values({ token: newShareToken(), propertyId, sharedBy: userId, kind }).returning();
  return toShare(row, origin);
}

// The caller's own links for one listing, newest first.
export async function listShares(db: Db, userId: string, propertyId: string, origin: string): Promise<PropertyShare[]> {
  const rows = await db
    .select()
    .from(propertyShares)
    .where(and(eq(propertyShares.propertyId, propertyId), eq(propertyShares.sharedBy, userId)))
    .orderBy(desc(propertyShares.createdAt));
  return rows.map((r) => toShare(r, origin));
}

// Only the agent who made a link can revoke it; to anybody else it does not exist.
export async function revokeShare(db: Db, userId: string, token: string): Promise<void> {
  const updated = await db
    .update(propertyShares)
    .set({ revokedAt: new Date() })
    .where(and(eq(propertyShares.token, token), eq(propertyShares.sharedBy, userId), isNull(propertyShares.revokedAt)))
    .returning({ token: propertyShares.token });
  if (updated.length === 0) throw new DomainError("not_found", NOT_AVAILABLE);
}

// A link that still works (not revoked, its agent not suspended), or the 404 a revoked or
// unknown one gets.
export async function activeShare(db: Db, token: string, kind: Kind): Promise<ShareRow> {
  const [row] = await db
    .select()
    .from(propertyShares)
    .where(and(eq(propertyShares.token, token), eq(propertyShares.kind, kind), liveShare));
  if (!row) throw new DomainError("not_found", NOT_AVAILABLE);
  return row;
}

// /s/{token}: the listing as the sharing agent's sheet (trust/share-sheet.ts): the share's
// reference in place of the listing's id, the sharing agent in place of the listing's.
export async function getSharedProperty(db: Db, token: string): Promise<SharedProperty> {
  const share = await activeShare(db, token, "share");
  const [detail, [agent]] = await Promise.all([getPropertyDetail(db, share.propertyId), agentCardQuery(db, share.sharedBy)]);
  if (!detail || !agent) throw new DomainError("not_found", NOT_AVAILABLE);
  const sharedBy = toAgentCard(agent);
  const property = await sheetOf(token, detail, sharedBy);
  return { property, shared_by: sharedBy, origin: { reference: property.id, agent_name: sharedBy.name, verified: true } };
}

export async function getSharedContact(db: Db, token: string) {
  const share = await activeShare(db, token, "share");
  // The reveal counts on the listing (contact_count), like one on the listing's own page.
  const [[agent]] = await Promise.all([agentCardQuery(db, share.sharedBy), countListingEvent(db, share.propertyId, "contact")]);
  if (!agent) throw new DomainError("not_found", NOT_AVAILABLE);
  return toAgentContact(agent);
}

// /p/{token}: a presentation of the listing, as a sheet of the agent who made it.
export async function getPresentation(db: Db, token: string): Promise<PropertyDetail> {
  const share = await activeShare(db, token, "presentation");
  const [detail, [agent]] = await Promise.all([getPropertyDetail(db, share.propertyId), agentCardQuery(db, share.sharedBy)]);
  if (!detail) throw new DomainError("not_found", NOT_AVAILABLE);
  return sheetOf(token, detail, agent ? toAgentCard(agent) : null);
}

// A photo of a shared listing (/s/ or /p/), by the share's token: the storage key, or null.
export async function sharedPhoto(db: Db, token: string, file: string): Promise<string | null> {
  const [row] = await db
    .select({ propertyId: propertyShares.propertyId })
    .from(propertyShares)
    .where(and(eq(propertyShares.token, token), liveShare));
  return row ? sharedPhotoKey(row.propertyId, file) : null;
}
