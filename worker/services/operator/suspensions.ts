import { and, eq, inArray, isNull, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { sessions, users } from "../../../db/schema/auth";
import { listingHolds } from "../../../db/schema/moderation";
import { properties } from "../../../db/schema/properties";
import { DomainError } from "../../../domain/errors/domain-error";
import type { ListingStatus } from "../../../domain/listings/listing-status";
import { OPERATOR_MESSAGES as M } from "../../../domain/trust/operator-desk";
import { sendMail } from "../../adapters/mail";
import { accountSuspendedEmail } from "../../mail/listing-review";
import { accountLangOf } from "../account-lang";
import { refreshColoniaPriceStats } from "../price-stats";
import { isOperator } from "./access";
import { auditInsert } from "./audit";
import { statusAfterHold } from "../../../domain/trust/hold-return";
import type { MailContext } from "./listing-decisions";
import { listingAdvertiserSuspended } from "../trust/suspended-advertiser";

// The listings `userId` answers for: their own, and every listing of an agency they own.
const advertisedBy = (userId: string, agentId: SQL | AnyColumn = properties.agentId, agencyId: SQL | AnyColumn = properties.agencyId) =>
  sql`(${agentId} = ${userId} OR ${agencyId} IN (SELECT id FROM agencies WHERE owner_id = ${userId}))`;

// Suspends an advertiser: every published listing of theirs, and of the agencies they own
// (their agents' included), leaves search under a hold with reason 'suspension' (listings
// already held keep their own hold), every session ends,
// and signing in is refused with the reason (worker/auth.ts).
export async function suspendAdvertiser(ctx: MailContext, operatorId: string, userId: string, reason: string, now = new Date()) {
  const user = await ctx.db.transaction(async (tx) => {
    const [u] = await tx
      .select({ id: users.id, email: users.email, name: users.name, suspendedAt: users.suspendedAt })
      .from(users)
      .where(eq(users.id, userId));
    if (!u) throw new DomainError("not_found", M.userNotFound);
    if (u.suspendedAt) throw new DomainError("wrong_status", M.alreadySuspended);
    if (await isOperator(tx, userId)) throw new DomainError("forbidden", M.cannotSuspendOperator);
    await tx.update(users).set({ suspendedAt: now, suspensionReason: reason, updatedAt: now }).where(eq(users.id, userId));
    const published = await tx
      .select({ id: properties.id, locationId: properties.locationId })
      .from(properties)
      .where(
        and(
          advertisedBy(userId),
          eq(properties.status, "publicada"),
          sql`NOT EXISTS (SELECT 1 FROM listing_holds h WHERE h.property_id = ${properties.id} AND h.resolved_at IS NULL)`,
        ),
      );
    if (published.length > 0) {
      await tx.insert(listingHolds).values(
        published.map((p) => ({
          id: crypto.randomUUID(),
          propertyId: p.id,
          reason: "suspension" as const,
          previousStatus: "publicada" as const,
          createdAt: now,
        })),
      );
      await tx
        .update(properties)
        .set({ status: "en_revision", updatedAt: now })
        .where(
          inArray(
            properties.id,
            published.map((p) => p.id),
          ),
        );
      await refreshColoniaPriceStats(
        tx,
        published.map((p) => p.locationId),
      );
    }
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await auditInsert(
      tx,
      { operatorId, action: "suspender_anunciante", subjectKind: "usuario", subjectId: userId, reason, details: { listingsHeld: published.length } },
      now,
    );
    return u;
  });
  await sendMail(ctx.db, ctx.config, accountSuspendedEmail(user, reason, await accountLangOf(ctx.db, userId)));
  return { id: userId, suspended: true };
}

// Lifts the suspension: the holds the suspension made close (restaurada) and those listings
// go back to where they were (vencida when their period ended meanwhile), except the ones
// whose other advertiser (the agent, or the agency's owner) is still suspended.
export async function reactivateAdvertiser(ctx: MailContext, operatorId: string, userId: string, reason: string | undefined, now = new Date()) {
  await ctx.db.transaction(async (tx) => {
    const [u] = await tx.select({ suspendedAt: users.suspendedAt }).from(users).where(eq(users.id, userId));
    if (!u) throw new DomainError("not_found", M.userNotFound);
    if (!u.suspendedAt) throw new DomainError("wrong_status", M.notSuspended);
    await tx.update(users).set({ suspendedAt: null, suspensionReason: null, updatedAt: now }).where(eq(users.id, userId));
    const held = await tx.all<{
      hold_id: string;
      id: string;
      previous_status: ListingStatus;
      expires_at: number | null;
      location_id: string | null;
    }>(sql`
      SELECT h.id AS hold_id, p.id, h.previous_status, p.expires_at, p.location_id FROM listing_holds h JOIN properties p ON p.id = h.property_id
      WHERE ${advertisedBy(userId, sql`p.agent_id`, sql`p.agency_id`)} AND h.reason = 'suspension' AND h.resolved_at IS NULL AND p.status = 'en_revision'
        AND NOT ${listingAdvertiserSuspended(sql`p.agent_id`, sql`p.agency_id`)}`);
    for (const h of held) {
      await tx
        .update(listingHolds)
        .set({ resolvedAt: now, resolvedBy: operatorId, outcome: "restaurada", outcomeReason: reason ?? null })
        .where(and(eq(listingHolds.id, h.hold_id), isNull(listingHolds.resolvedAt)));
      await tx
        .update(properties)
        .set({ status: statusAfterHold(h.previous_status, h.expires_at, now), updatedAt: now })
        .where(eq(properties.id, h.id));
    }
    await refreshColoniaPriceStats(
      tx,
      held.map((h) => h.location_id),
    );
    await auditInsert(
      tx,
      {
        operatorId,
        action: "reactivar_anunciante",
        subjectKind: "usuario",
        subjectId: userId,
        reason: reason ?? null,
        details: { listingsRestored: held.length },
      },
      now,
    );
  });
  return { id: userId, suspended: false };
}
