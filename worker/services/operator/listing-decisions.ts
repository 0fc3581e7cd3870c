import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "../../../db/client";
import { users } from "../../../db/schema/auth";
import { listingHolds, listingReports } from "../../../db/schema/moderation";
import { properties } from "../../../db/schema/properties";
import { PAGE_ROUTES } from "../../../domain/pages/page-routes";
import { DomainError } from "../../../domain/errors/domain-error";
import type { ListingStatus } from "../../../domain/listings/listing-status";
import type { HoldOutcome } from "../../../domain/trust/listing-holds";
import { reportReference } from "../../../domain/trust/listing-reports";
import { OPERATOR_MESSAGES as M } from "../../../domain/trust/operator-desk";
import type { ListingDecisionInput } from "../../../domain/trust/operator-desk-schemas";
import { sendMail } from "../../adapters/mail";
import type { AppConfig } from "../../env";
import { listingDecisionEmail, reportOutcomeEmail } from "../../mail/listing-review";
import { pageUrl } from "../../mail/layout";
import { accountLang } from "../../../domain/i18n/lang";
import { accountLangOf } from "../account-lang";
import { refreshColoniaPriceStats } from "../price-stats";
import { alertOnListingWrite } from "../saved-search-alerts/listing-matches";
import { statusAfterHold } from "../../../domain/trust/hold-return";
import { auditInsert } from "./audit";
import { listingVersionSql } from "./evidence";
import { listingAdvertiserSuspended } from "../trust/suspended-advertiser";

export type MailContext = { db: Db; config: AppConfig; origin: string };

type Current = {
  id: string;
  title: string;
  status: ListingStatus;
  version: number;
  expires_at: number | null;
  location_id: string | null;
  agent_id: string;
  hold_id: string | null;
  hold_reason: string | null;
  hold_previous: ListingStatus | null;
  advertiser_suspended: number;
};

// The listing as it is now, refused when it is not what the operator saw.
async function currentListing(tx: Tx, id: string, seenVersion: number): Promise<Current> {
  const [row] = await tx.all<Current>(sql`
    SELECT p.id, p.title, p.status, ${listingVersionSql} AS version, p.expires_at, p.location_id, p.agent_id,
           h.id AS hold_id, h.reason AS hold_reason, h.previous_status AS hold_previous,
           ${listingAdvertiserSuspended(sql`p.agent_id`, sql`p.agency_id`)} AS advertiser_suspended
    FROM properties p LEFT JOIN listing_holds h ON h.property_id = p.id AND h.resolved_at IS NULL
    WHERE p.id = ${id}`);
  if (!row) throw new DomainError("listing_not_found", M.listingNotFound);
  if (row.version !== seenVersion) throw new DomainError("changed_meanwhile", M.changedMeanwhile);
  return row;
}

// Moves the listing only if nobody wrote it meanwhile (its updated_at is still the one read).
async function setStatus(tx: Tx, listing: Current, status: ListingStatus, now: Date) {
  const [moved] = await tx
    .update(properties)
    .set({ status, updatedAt: now })
    .where(and(eq(properties.id, listing.id), eq(properties.status, listing.status)))
    .returning({ id: properties.id });
  if (!moved) throw new DomainError("changed_meanwhile", M.changedMeanwhile);
  await refreshColoniaPriceStats(tx, [listing.location_id]);
}

// Hides a listing: out of search for good (until an operator restores it). Its open hold
// closes with outcome 'oculta'; a listing hidden without one gets a closed hold that keeps
// the status it had, so a restore knows where it goes back to.
export async function hideListing(ctx: MailContext, operatorId: string, id: string, input: ListingDecisionInput, now = new Date()) {
  const listing = await ctx.db.transaction(async (tx) => {
    const l = await currentListing(tx, id, input.seenUpdatedAt);
    if (l.status === "oculta") throw new DomainError("wrong_status", M.cannotHide);
    const closed = { resolvedAt: now, resolvedBy: operatorId, outcome: "oculta" as const, outcomeReason: input.reason };
    if (l.hold_id) await tx.update(listingHolds).set(closed).where(eq(listingHolds.id, l.hold_id));
    else
      await tx
        .insert(listingHolds)
        .values({ id: crypto.randomUUID(), propertyId: l.id, reason: "operador", previousStatus: l.status, createdAt: now, ...closed });
    await setStatus(tx, l, "oculta", now);
    await auditInsert(
      tx,
      { operatorId, action: "ocultar_anuncio", subjectKind: "anuncio", subjectId: l.id, reason: input.reason, details: { from: l.status } },
      now,
    );
    return l;
  });
  await tellEveryone(ctx, listing, "oculta", input.reason, now);
  return { id: listing.id, status: "oculta" as const };
}

// Puts a held or hidden listing back where it was before the hold (vencida when its period
// ended meanwhile). A listing whose advertiser (its agent or its agency's owner) is
// suspended, held or hidden, waits for the reactivation.
export async function restoreListing(ctx: MailContext, operatorId: string, id: string, input: ListingDecisionInput, now = new Date()) {
  const { listing, status } = await ctx.db.transaction(async (tx) => {
    const l = await currentListing(tx, id, input.seenUpdatedAt);
    let previous: ListingStatus;
    const restorable = (l.status === "en_revision" && l.hold_id) || l.status === "oculta";
    if (restorable && l.advertiser_suspended) throw new DomainError("wrong_status", M.advertiserSuspended);
    if (l.status === "en_revision" && l.hold_id) {
      previous = l.hold_previous!;
      await tx
        .update(listingHolds)
        .set({ resolvedAt: now, resolvedBy: operatorId, outcome: "restaurada", outcomeReason: input.reason })
        .where(eq(listingHolds.id, l.hold_id));
    } else if (l.status === "oculta") {
      const [last] = await tx.all<{ previous_status: ListingStatus }>(sql`
        SELECT previous_status FROM listing_holds WHERE property_id = ${l.id} AND outcome = 'oculta' ORDER BY resolved_at DESC LIMIT 1`);
      previous = last?.previous_status ?? "pausada";
    } else {
      throw new DomainError("wrong_status", M.cannotRestore);
    }
    const status = statusAfterHold(previous, l.expires_at, now);
    await setStatus(tx, l, status, now);
    await auditInsert(
      tx,
      {
        operatorId,
        action: "restaurar_anuncio",
        subjectKind: "anuncio",
        subjectId: l.id,
        reason: input.reason,
        details: { from: l.status, to: status },
      },
      now,
    );
    return { listing: l, status };
  });
  if (status === "publicada") await alertOnListingWrite(ctx.db, listing.id, { now });
  await tellEveryone(ctx, listing, "restaurada", input.reason, now);
  return { id: listing.id, status };
}

// Every reporter not yet told hears the outcome (once: outcome_sent_at) under their report's
// reference, and the advertiser hears it with the operator's reason and the listing's id.
async function tellEveryone(ctx: MailContext, listing: Current, outcome: HoldOutcome, reason: string, now: Date) {
  const { db, config, origin } = ctx;
  const reporters = await db
    .update(listingReports)
    .set({ outcomeSentAt: now })
    .where(and(eq(listingReports.propertyId, listing.id), isNull(listingReports.outcomeSentAt)))
    .returning({ id: listingReports.id, email: listingReports.reporterEmail, reporterId: listingReports.reporterId });
  // One report per address and listing (its unique index), so each address hears once: in
  // the reporter's account language (Spanish for one who reported without an account).
  for (const r of reporters) {
    const message = reportOutcomeEmail(r.email, { reference: await reportReference(r.id) }, outcome, await accountLangOf(db, r.reporterId));
    await sendMail(db, config, message);
  }
  const [advertiser] = await db.select({ email: users.email, name: users.name, lang: users.lang }).from(users).where(eq(users.id, listing.agent_id));
  if (advertiser) {
    const lang = accountLang(advertiser.lang);
    const dashboard = pageUrl(origin, PAGE_ROUTES.dashboard.path, lang);
    await sendMail(db, config, listingDecisionEmail(advertiser, { title: listing.title, reference: listing.id }, outcome, reason, dashboard, lang));
  }
}
