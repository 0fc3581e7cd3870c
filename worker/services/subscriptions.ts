import { and, eq, sql } from "drizzle-orm";
import { planPeriodEnd } from "../../domain/billing/plans";
import { startedPlanState } from "../../domain/billing/plan-change";
import { changeSubscription, changeTarget, stateColumns } from "./plan-changes/plan-change-state";
import { LISTING_MESSAGES } from "../../domain/listings/listing-messages";
import type { Db, DbOrTx } from "../../db/client";
import { checkoutSessions, paymentEvents, subscriptionPlans, userSubscriptions } from "../../db/schema/billing";
import { DomainError } from "../../domain/errors/domain-error";
import { recordPayment } from "./invoices/record-payment";

// The one fulfilment both the Stripe webhook and the local checkout call: the session is
// marked paid and the user's subscription becomes this plan with its passes and credits.
// Fulfilling a session twice changes nothing.
export async function fulfilCheckout(db: Db, sessionId: string, externalSubscriptionId: string | null, now = new Date()): Promise<boolean> {
  const [session] = await db
    .update(checkoutSessions)
    .set({ status: "paid", completedAt: now })
    .where(and(eq(checkoutSessions.id, sessionId), eq(checkoutSessions.status, "open")))
    .returning();
  if (!session) return false;
  const [plan] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, session.planId));
  const [current] = await db.select().from(userSubscriptions).where(eq(userSubscriptions.userId, session.userId));
  // What the plan change grants (domain/billing/plan-change.ts): a new period with the plan's
  // passes, the unused passes rolled over and unused 3D credits kept; a downgrade that was
  // waiting is superseded by this purchase.
  const currentPlan = current && (await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, current.planId)))[0];
  const state = startedPlanState(current && currentPlan ? changeSubscription(current, currentPlan) : null, changeTarget(plan), now);
  const values = {
    planId: plan.id,
    status: "active" as const,
    ...stateColumns(state),
    externalId: externalSubscriptionId,
    scheduledPlanId: null,
    scheduledChangeAt: null,
    updatedAt: now,
  };
  if (current) await db.update(userSubscriptions).set(values).where(eq(userSubscriptions.id, current.id));
  else await db.insert(userSubscriptions).values({ id: crypto.randomUUID(), userId: session.userId, ...values });
  await recordPayment(db, { kind: "plan", checkoutSessionId: session.id, at: now });
  return true;
}

// A paid renewal invoice: a new 30-day period, the plan's passes again, and the passes
// left unused roll over for one period (older rollover expires).
export async function renewSubscription(db: Db, externalSubscriptionId: string, now = new Date()): Promise<boolean> {
  const [current] = await db.select().from(userSubscriptions).where(eq(userSubscriptions.externalId, externalSubscriptionId));
  if (!current) return false;
  const [plan] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, current.planId));
  await db
    .update(userSubscriptions)
    .set({
      status: "active",
      rolloverPasses: current.passesRemaining,
      passesRemaining: plan.passes,
      credits3dTour: plan.credits3dTour,
      currentPeriodStart: now,
      currentPeriodEnd: planPeriodEnd(now),
      updatedAt: now,
    })
    .where(eq(userSubscriptions.id, current.id));
  await recordPayment(db, { kind: "renovacion", subscriptionId: current.id, at: now });
  return true;
}

export async function setSubscriptionStatus(db: Db, externalSubscriptionId: string, status: "active" | "past_due" | "canceled"): Promise<void> {
  await db.update(userSubscriptions).set({ status, updatedAt: new Date() }).where(eq(userSubscriptions.externalId, externalSubscriptionId));
}

// Records a provider event once; false when it was already applied.
export async function firstTimeEvent(db: Db, id: string, type: string): Promise<boolean> {
  const inserted = await db.insert(paymentEvents).values({ id, type }).onConflictDoNothing().returning({ id: paymentEvents.id });
  return inserted.length === 1;
}

// Publishing spends one pass: rollover passes first (they expire sooner). One conditional
// UPDATE, so two publishes racing for the last pass cannot both win. The WHERE is the
// domain's canPerform(subscription, "publish"): an active plan with a pass of either kind.
// Give it the transaction that publishes, so the pass and the listing change together.
export async function spendPublishPass(db: DbOrTx, userId: string, now = new Date()): Promise<{ passes_remaining: number; rollover_passes: number }> {
  const s = userSubscriptions;
  const [updated] = await db
    .update(s)
    .set({
      rolloverPasses: sql`CASE WHEN ${s.rolloverPasses} > 0 THEN ${s.rolloverPasses} - 1 ELSE ${s.rolloverPasses} END`,
      passesRemaining: sql`CASE WHEN ${s.rolloverPasses} > 0 THEN ${s.passesRemaining} ELSE ${s.passesRemaining} - 1 END`,
      updatedAt: now,
    })
    .where(and(eq(s.userId, userId), eq(s.status, "active"), sql`(${s.rolloverPasses} > 0 OR ${s.passesRemaining} > 0)`))
    .returning({ passes_remaining: s.passesRemaining, rollover_passes: s.rolloverPasses });
  if (!updated) throw new DomainError("no_passes", LISTING_MESSAGES.noPasses);
  return updated;
}
