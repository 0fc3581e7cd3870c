import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import { subscriptionPlans, userSubscriptions } from "../../../db/schema/billing";
import type { PlanChangeSubscription, PlanChangeTarget } from "../../../domain/billing/plan-change";

type PlanRow = typeof subscriptionPlans.$inferSelect;
export type SubscriptionRow = typeof userSubscriptions.$inferSelect;

/** A plan row as the plan-change rule reads it. */
export const changeTarget = (p: PlanRow): PlanChangeTarget => ({
  id: p.id,
  name: p.name,
  price_mxn: p.priceMxn,
  passes: p.passes,
  credits_3d_tour: p.credits3dTour,
});

/** A subscription row and its plan as the plan-change rule reads them. */
export const changeSubscription = (s: SubscriptionRow, plan: PlanRow): PlanChangeSubscription => ({
  status: s.status,
  plan: changeTarget(plan),
  passes_remaining: s.passesRemaining,
  rollover_passes: s.rolloverPasses,
  credits_3d_tour: s.credits3dTour,
  current_period_start: s.currentPeriodStart,
  current_period_end: s.currentPeriodEnd,
});

/** The person's own subscription row (one per person) with its plan, or null. */
export async function ownSubscription(db: DbOrTx, userId: string): Promise<{ row: SubscriptionRow; plan: PlanRow } | null> {
  const [found] = await db
    .select({ row: userSubscriptions, plan: subscriptionPlans })
    .from(userSubscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, userSubscriptions.planId))
    .where(eq(userSubscriptions.userId, userId))
    .limit(1);
  return found ?? null;
}

/** Counters of the rule written back as columns. */
export const stateColumns = (state: {
  passes_remaining: number;
  rollover_passes: number;
  credits_3d_tour: number;
  current_period_start: Date;
  current_period_end: Date;
}) => ({
  passesRemaining: state.passes_remaining,
  rolloverPasses: state.rollover_passes,
  credits3dTour: state.credits_3d_tour,
  currentPeriodStart: state.current_period_start,
  currentPeriodEnd: state.current_period_end,
});
