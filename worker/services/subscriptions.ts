import { and, eq, sql } from "drizzle-orm";
import { canPerform, PLAN_PERIOD_DAYS } from "../../domain/billing/plans";
import type { Db } from "../../db/client";
import { checkoutSessions, paymentEvents, subscriptionPlans, userSubscriptions } from "../../db/schema/billing";
import { ApiError } from "../middleware/errors";

const DAY_MS = 24 * 60 * 60 * 1000;
const periodEnd = (from: Date) => new Date(from.getTime() + PLAN_PERIOD_DAYS * DAY_MS);

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
  const values = {
    planId: plan.id,
    status: "active" as const,
    passesRemaining: plan.passes,
    // Changing plan keeps the passes not yet used.
    rolloverPasses: current && current.status === "active" ? current.passesRemaining + current.rolloverPasses : 0,
    credits3dTour: plan.credits3dTour,
    currentPeriodStart: now,
    currentPeriodEnd: periodEnd(now),
    externalId: externalSubscriptionId,
    updatedAt: now,
  };
  if (current) await db.update(userSubscriptions).set(values).where(eq(userSubscriptions.id, current.id));
  else await db.insert(userSubscriptions).values({ id: crypto.randomUUID(), userId: session.userId, ...values });
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
      currentPeriodEnd: periodEnd(now),
      updatedAt: now,
    })
    .where(eq(userSubscriptions.id, current.id));
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

// Publishing spends one pass: rollover passes first (they expire sooner).
export async function spendPublishPass(db: Db, userId: string): Promise<{ passes_remaining: number; rollover_passes: number }> {
  const [sub] = await db.select().from(userSubscriptions).where(eq(userSubscriptions.userId, userId));
  const state = sub && { status: sub.status, passes_remaining: sub.passesRemaining, rollover_passes: sub.rolloverPasses, credits_3d_tour: sub.credits3dTour };
  if (!sub || !canPerform(state, "publish")) {
    throw new ApiError(402, "no_passes", "Necesitas un plan activo con pases disponibles para publicar.");
  }
  const column = sub.rolloverPasses > 0 ? userSubscriptions.rolloverPasses : userSubscriptions.passesRemaining;
  const [updated] = await db
    .update(userSubscriptions)
    .set({ [column.name === "rollover_passes" ? "rolloverPasses" : "passesRemaining"]: sql`${column} - 1`, updatedAt: new Date() })
    .where(and(eq(userSubscriptions.id, sub.id), sql`${column} > 0`))
    .returning();
  if (!updated) throw new ApiError(409, "conflict", "Tus pases cambiaron mientras publicabas. Intenta de nuevo.");
  return { passes_remaining: updated.passesRemaining, rollover_passes: updated.rolloverPasses };
}
