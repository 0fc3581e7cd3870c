import { and, asc, desc, eq } from "drizzle-orm";
import { planBadges, totalPasses, type Plan, type Subscription } from "../../domain/billing/plans";
import type { Db } from "../../db/client";
import { subscriptionPlans, userSubscriptions } from "../../db/schema/billing";

type PlanRow = typeof subscriptionPlans.$inferSelect;

export function toPlan(r: PlanRow): Plan {
  const plan = {
    id: r.id,
    name: r.name,
    description: r.description,
    plan_type: r.planType,
    plan_category: r.planCategory,
    price_mxn: r.priceMxn,
    visibility_level: r.visibilityLevel,
    passes: r.passes,
    credits_3d_tour: r.credits3dTour,
    features: r.features,
    feature_list: r.featureList,
  };
  return { ...plan, badges: planBadges(plan) };
}

export async function listPlans(db: Db): Promise<Plan[]> {
  return (await db.select().from(subscriptionPlans).orderBy(asc(subscriptionPlans.sortOrder))).map(toPlan);
}

export async function findPlan(db: Db, id: string): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, id));
  return row;
}

// The user's current subscription (the newest that is not cancelled), with its plan.
export async function getSubscription(db: Db, userId: string): Promise<Subscription | null> {
  const [row] = await db
    .select({ sub: userSubscriptions, plan: subscriptionPlans })
    .from(userSubscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, userSubscriptions.planId))
    .where(and(eq(userSubscriptions.userId, userId)))
    .orderBy(desc(userSubscriptions.updatedAt))
    .limit(1);
  if (!row || row.sub.status === "canceled") return null;
  const state = {
    status: row.sub.status,
    passes_remaining: row.sub.passesRemaining,
    rollover_passes: row.sub.rolloverPasses,
    credits_3d_tour: row.sub.credits3dTour,
  };
  return {
    id: row.sub.id,
    ...state,
    total_passes: totalPasses(state),
    current_period_end: row.sub.currentPeriodEnd.toISOString(),
    plan: toPlan(row.plan),
  };
}
