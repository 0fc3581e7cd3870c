import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { stripeSubscriptions, userSubscriptions } from "../../db/schema/billing";

export type StripeStatus = "active" | "past_due" | "canceled";

// Stripe sends its events at least once and in no particular order. What each subscription's
// status is, is therefore kept per Stripe subscription with the `created` (seconds) of the
// event that said it, and every write below is one conditional statement, so events applied
// twice, in parallel or out of order end in the state of the newest one:
// - a status applies only if its event is at least as new as the last applied;
// - canceled is final (Stripe never reopens a canceled subscription), whenever it arrives;
// - the user's plan copies the recorded status, so whichever write runs last copies the newest.

// Records a status as of `created`; true when it was newer than what was recorded.
export async function recordStripeStatus(db: Db, subscriptionId: string, status: StripeStatus, created: number): Promise<boolean> {
  const s = stripeSubscriptions;
  const recorded = await db
    .insert(s)
    .values({ id: subscriptionId, status, statusEventCreated: created })
    .onConflictDoUpdate({
      target: s.id,
      set: { status, statusEventCreated: sql`max(${s.statusEventCreated}, ${created})`, updatedAt: new Date() },
      setWhere: sql`${s.status} <> 'canceled' AND (${created} >= ${s.statusEventCreated} OR ${status} = 'canceled')`,
    })
    .returning({ id: s.id });
  return recorded.length === 1;
}

// Copies the recorded status to the user's plan paid by this subscription (if any yet).
export async function syncStripeStatus(db: Db, subscriptionId: string): Promise<void> {
  const recorded = db.select({ status: stripeSubscriptions.status }).from(stripeSubscriptions).where(eq(stripeSubscriptions.id, subscriptionId));
  await db
    .update(userSubscriptions)
    .set({ status: sql`${recorded}`, updatedAt: new Date() })
    .where(and(eq(userSubscriptions.externalId, subscriptionId), sql`EXISTS ${recorded}`));
}

// Takes the right to renew for a renewal invoice of `created`: only once per invoice, never
// for an invoice older than one already applied, never for a canceled subscription.
export async function claimStripeRenewal(db: Db, subscriptionId: string, created: number): Promise<boolean> {
  const s = stripeSubscriptions;
  const claimed = await db
    .update(s)
    .set({ renewalEventCreated: created, updatedAt: new Date() })
    .where(
      and(eq(s.id, subscriptionId), sql`${s.status} <> 'canceled'`, sql`(${s.renewalEventCreated} IS NULL OR ${s.renewalEventCreated} < ${created})`),
    )
    .returning({ id: s.id });
  return claimed.length === 1;
}
