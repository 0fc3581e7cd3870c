import { and, eq, sql } from "drizzle-orm";
import { planPeriodEnd } from "../../domain/billing/plans";
import { startedPlanState } from "../../domain/billing/plan-change";
import { changeSubscription, changeTarget, stateColumns } from "./plan-changes/plan-change-state";
import { LISTING_MESSAGES } from "../../domain/listings/listing-messages";
import type { Db, DbOrTx } from "../../db/client";
import { checkoutSessions, paymentEvents, subscriptionPlans, userSubscriptions } from "../../db/schema/billing";
import { DomainError } from "../../domain/errors/domain-error";
import { recordPayment } from "./invoices/record-payment";
import { claimStripeRenewal, recordStripeStatus, syncStripeStatus, type StripeStatus } from "./stripe-subscription-state";

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

// A paid renewal invoice of a Stripe subscription, `created` being its event's time: a new
// 30-day period, the plan's passes again, and the passes left unused roll over for one period
// (older rollover expires). Renews nothing for a canceled subscription, nor for an invoice
// older than the last renewal applied (one arriving late would pay for a period twice). The
// status is left to the subscription's recorded state (syncStripeStatus).
// "not_linked": no plan is paid by this subscription yet (its checkout's event has not been
// applied): nothing is renewed, and the caller has Stripe deliver the invoice again later.
export async function renewSubscription(
  db: Db,
  externalSubscriptionId: string,
  created: number,
  now = new Date(),
): Promise<"renewed" | "skipped" | "not_linked"> {
  const [current] = await db.select().from(userSubscriptions).where(eq(userSubscriptions.externalId, externalSubscriptionId));
  if (!current) return "not_linked";
  if (!(await claimStripeRenewal(db, externalSubscriptionId, created))) return "skipped";
  const [plan] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, current.planId));
  await db
    .update(userSubscriptions)
    .set({
      rolloverPasses: current.passesRemaining,
      passesRemaining: plan.passes,
      credits3dTour: plan.credits3dTour,
      currentPeriodStart: now,
      currentPeriodEnd: planPeriodEnd(now),
      updatedAt: now,
    })
    .where(eq(userSubscriptions.id, current.id));
  await recordPayment(db, { kind: "renovacion", subscriptionId: current.id, at: now });
  return "renewed";
}

// What a Stripe event says a subscription's status is, as of the event's `created`: recorded,
// then copied to the user's plan (syncStripeStatus). An event older than the one last applied
// changes nothing, and a canceled subscription stays canceled. True when it was applied.
export async function setSubscriptionStatus(db: Db, externalSubscriptionId: string, status: StripeStatus, created: number): Promise<boolean> {
  const applied = await recordStripeStatus(db, externalSubscriptionId, status, created);
  await syncStripeStatus(db, externalSubscriptionId);
  return applied;
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
