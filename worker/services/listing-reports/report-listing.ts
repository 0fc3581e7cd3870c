import { and, count, desc, eq, gt, gte, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { users } from "../../../db/schema/auth";
import { listingHolds, listingReports } from "../../../db/schema/moderation";
import { properties } from "../../../db/schema/properties";
import { DomainError } from "../../../domain/errors/domain-error";
import { LISTING_GONE } from "../../../domain/properties/availability-messages";
import type { HoldReason } from "../../../domain/trust/listing-holds";
import { REPORT_MESSAGES, REPORTS_PER_EMAIL_PER_DAY, REPORTS_WINDOW_MS, type ListingReportRequest } from "../../../domain/trust/listing-reports";
import { holdReasonFor } from "../../../domain/trust/report-threshold";
import { boardItems, clonedProperties } from "../../../db/schema/boards";
import { boardByToken } from "../boards/board-rows";
import { activeShare } from "../property-shares";
import { insertOpenHold, publishedWithOpenHold } from "./hold-sql";

export type Reporter = { userId: string | null; email: string };

export type ReportOutcome = {
  reportId: string;
  propertyId: string;
  // The reason the listing left search with this report; null when it stays (or another
  // report took it out first).
  held: Extract<HoldReason, "reportes" | "dinero_antes_de_visitar"> | null;
};

// The listing a report names: by its id, or by the shared sheet, presentation or client
// board's copy that showed it (a copy only through its own board's link).
async function reportedPropertyId(db: Db, input: ListingReportRequest): Promise<string> {
  if (input.share_token) return (await activeShare(db, input.share_token, "share")).propertyId;
  if (input.presentation_token) return (await activeShare(db, input.presentation_token, "presentation")).propertyId;
  if (input.cloned_property_id) return clonedListingId(db, input.cloned_property_id, input.board_token!);
  return input.property_id!;
}

async function clonedListingId(db: Db, cloneId: string, boardToken: string): Promise<string> {
  const [[copy], board] = await Promise.all([
    db
      .select({ source: clonedProperties.sourcePropertyId, boardId: boardItems.boardId })
      .from(clonedProperties)
      .innerJoin(boardItems, eq(boardItems.clonedPropertyId, clonedProperties.id))
      .where(eq(clonedProperties.id, cloneId)),
    boardByToken(db, boardToken),
  ]);
  if (!copy?.source || !board || board.id !== copy.boardId) throw new DomainError("not_found", LISTING_GONE);
  return copy.source;
}

/**
 * Stores one report on a published listing (one per address and listing, a few per address
 * a day), then applies the threshold to the reports since the listing's last review: when it
 * holds, the listing leaves search in one batch (an open hold saying why, and status
 * en_revision). Two reports crossing the threshold at once hold it once: the hold is only
 * inserted while the listing is still published, and the open-hold index allows one.
 */
export async function reportListing(db: Db, input: ListingReportRequest, reporter: Reporter, now = new Date()): Promise<ReportOutcome> {
  const propertyId = await reportedPropertyId(db, input);
  const [[listing], [recent]] = await Promise.all([
    db.select({ id: properties.id, status: properties.status }).from(properties).where(eq(properties.id, propertyId)),
    db
      .select({ n: count() })
      .from(listingReports)
      .where(and(eq(listingReports.reporterEmail, reporter.email), gte(listingReports.createdAt, new Date(now.getTime() - REPORTS_WINDOW_MS)))),
  ]);
  if (!listing) throw new DomainError("not_found", LISTING_GONE);
  if (listing.status !== "publicada") throw new DomainError("wrong_status", REPORT_MESSAGES.notReportable);
  if (recent.n >= REPORTS_PER_EMAIL_PER_DAY) throw new DomainError("rate_limited", REPORT_MESSAGES.tooMany);

  const inserted = await db
    .insert(listingReports)
    .values({
      id: crypto.randomUUID(),
      propertyId,
      reporterId: reporter.userId,
      reporterEmail: reporter.email,
      reason: input.reason,
      note: input.note ?? null,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: listingReports.id });
  if (inserted.length === 0) throw new DomainError("duplicate", REPORT_MESSAGES.alreadyReported);

  const reportId = inserted[0].id;
  const held = holdReasonFor(await reportsSinceLastReview(db, propertyId));
  if (!held) return { reportId, propertyId, held: null };
  return { reportId, propertyId, held: (await holdListing(db, propertyId, held, now)) ? held : null };
}

// The reports made since the listing's last closed hold (an operator's review answers the
// earlier ones), each with whether its account had confirmed its e-mail.
async function reportsSinceLastReview(db: Db, propertyId: string) {
  const lastReview = db
    .select({ at: listingHolds.resolvedAt })
    .from(listingHolds)
    .where(and(eq(listingHolds.propertyId, propertyId), isNotNull(listingHolds.resolvedAt)))
    .orderBy(desc(listingHolds.resolvedAt))
    .limit(1);
  const rows = await db
    .select({ email: listingReports.reporterEmail, reason: listingReports.reason, verified: users.emailVerified })
    .from(listingReports)
    .leftJoin(users, and(eq(users.id, listingReports.reporterId), eq(users.email, listingReports.reporterEmail)))
    .where(and(eq(listingReports.propertyId, propertyId), gt(listingReports.createdAt, sql`coalesce((${lastReview}), 0)`)));
  return rows.map((r) => ({ email: r.email, reason: r.reason, confirmedAccount: r.verified === true }));
}

// Takes a published listing out of search pending review; false when it was not published
// any more (another report, or the advertiser, got there first).
async function holdListing(db: Db, propertyId: string, reason: HoldReason, now: Date): Promise<boolean> {
  const [, moved] = await db.batch([
    db.run(insertOpenHold(propertyId, reason, now)),
    db.update(properties).set({ status: "en_revision" }).where(publishedWithOpenHold(propertyId)).returning({ id: properties.id }),
  ]);
  return moved.length > 0;
}
