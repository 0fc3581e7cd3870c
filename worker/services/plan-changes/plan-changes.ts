import { and, eq, isNotNull, isNull, lte } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { checkoutSessions, subscriptionPlans, userSubscriptions } from "../../../db/schema/billing";
import { CHECKOUT_MESSAGES } from "../../../domain/billing/checkout-messages";
import {
  PLAN_CHANGE_MESSAGES,
  downgradedPlanState,
  isRefusal,
  planChange,
  type PlanChange,
  type PlanChangeRefusal,
} from "../../../domain/billing/plan-change";
import type { ScheduledPlanChange } from "../../../domain/billing/checkout";
import type { Lang } from "../../../domain/i18n/lang";
import { DomainError } from "../../../domain/errors/domain-error";
import { cancelStripeSubscription, setStripeSubscriptionPrice } from "../../adapters/stripe-plan-changes";
import type { AppConfig } from "../../env";
import { findPlan } from "../plans";
import { agencyOwnerOf } from "../agency-team/owned-agency";
import { changeSubscription, changeTarget, ownSubscription, stateColumns } from "./plan-change-state";

const REFUSAL_CODE = { same_plan: "same_plan", custom_pricing: "custom_pricing" } as const;

export function refuse(refusal: PlanChangeRefusal): never {
  throw new DomainError(REFUSAL_CODE[refusal.refused], refusal.message);
}

/** What choosing `planId` would do for this person now: the confirmation's content (its sentences in `lang`), or the rule's refusal. */
export async function previewPlanChange(db: Db, userId: string, planId: string, now = new Date(), lang: Lang = "es"): Promise<PlanChange> {
  const plan = await findPlan(db, planId);
  if (!plan) throw new DomainError("not_found", CHECKOUT_MESSAGES.planNotFound);
  // An agency's agents publish with its owner's plan: they have none of their own to change.
  const agencyOwner = await agencyOwnerOf(db, userId);
  if (agencyOwner && agencyOwner !== userId) throw new DomainError("agency_plan", CHECKOUT_MESSAGES.agencyPlan);
  const current = await ownSubscription(db, userId);
  const change = planChange(current && changeSubscription(current.row, current.plan), changeTarget(plan), now, lang);
  if (isRefusal(change)) refuse(change);
  return change;
}

/** The downgrade waiting on this person's subscription, or null. */
export async function scheduledChangeOf(db: Db, userId: string): Promise<ScheduledPlanChange | null> {
  const current = await ownSubscription(db, userId);
  if (!current?.row.scheduledPlanId || !current.row.scheduledChangeAt) return null;
  const plan = await findPlan(db, current.row.scheduledPlanId);
  if (!plan) return null;
  return { plan_id: plan.id, plan_name: plan.name, price_mxn: plan.priceMxn ?? 0, effective_at: current.row.scheduledChangeAt.toISOString() };
}

/**
 * Schedules a downgrade for the end of the period: nothing is charged today. With Stripe the
 * subscription's price is lowered from its next invoice on (no proration), so the renewal
 * Stripe charges at the period's end is the new plan's.
 */
export async function scheduleDowngrade(db: Db, config: AppConfig, userId: string, planId: string, now = new Date()): Promise<ScheduledPlanChange> {
  const change = await previewPlanChange(db, userId, planId, now);
  if (change.kind === "upgrade") throw new DomainError("upgrade_checkout", PLAN_CHANGE_MESSAGES.upgradeThroughCheckout);
  if (change.kind === "new") throw new DomainError("no_active_plan", PLAN_CHANGE_MESSAGES.noActivePlan);
  const current = (await ownSubscription(db, userId))!;
  if (config.STRIPE_SECRET_KEY && current.row.externalId && !current.row.externalId.startsWith("local_")) {
    await setStripeSubscriptionPrice(config, current.row.externalId, change.to_plan.price_mxn, change.to_plan.name);
  }
  const at = new Date(change.effective_at);
  await db
    .update(userSubscriptions)
    .set({ scheduledPlanId: change.to_plan.id, scheduledChangeAt: at, updatedAt: now })
    .where(eq(userSubscriptions.id, current.row.id));
  return { plan_id: change.to_plan.id, plan_name: change.to_plan.name, price_mxn: change.to_plan.price_mxn, effective_at: at.toISOString() };
}

/** Cancels the person's own scheduled downgrade: the current plan renews as before (and with Stripe, at its price again). */
export async function cancelScheduledChange(db: Db, config: AppConfig, userId: string, now = new Date()): Promise<void> {
  const current = await ownSubscription(db, userId);
  if (!current?.row.scheduledPlanId) throw new DomainError("no_scheduled_change", PLAN_CHANGE_MESSAGES.nothingScheduled);
  if (config.STRIPE_SECRET_KEY && current.row.externalId && !current.row.externalId.startsWith("local_") && current.plan.priceMxn !== null) {
    await setStripeSubscriptionPrice(config, current.row.externalId, current.plan.priceMxn, current.plan.name);
  }
  await db
    .update(userSubscriptions)
    .set({ scheduledPlanId: null, scheduledChangeAt: null, updatedAt: now })
    .where(eq(userSubscriptions.id, current.row.id));
}

/**
 * The cron's part: every downgrade whose day has come begins (downgradedPlanState: a new
 * period with the new plan's passes, or the grant of an already renewed period exchanged).
 * A subscription no longer active keeps its plan; the schedule is dropped with nothing to apply.
 * Returns how many began.
 */
export async function applyDueScheduledChanges(db: Db, now = new Date(), limit = 100): Promise<number> {
  const due = await db
    .select({ row: userSubscriptions, plan: subscriptionPlans })
    .from(userSubscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, userSubscriptions.planId))
    .where(and(isNotNull(userSubscriptions.scheduledPlanId), lte(userSubscriptions.scheduledChangeAt, now)))
    .limit(limit);
  let applied = 0;
  for (const { row, plan } of due) {
    const target = await findPlan(db, row.scheduledPlanId!);
    const clear = { scheduledPlanId: null, scheduledChangeAt: null, updatedAt: now };
    // Only the schedule this run read is applied: a cancel or a new schedule in between wins.
    const same = and(
      eq(userSubscriptions.id, row.id),
      eq(userSubscriptions.scheduledPlanId, row.scheduledPlanId!),
      eq(userSubscriptions.updatedAt, row.updatedAt),
    );
    if (!target || row.status !== "active") {
      await db.update(userSubscriptions).set(clear).where(same);
      continue;
    }
    const state = downgradedPlanState(changeSubscription(row, plan), changeTarget(target), row.scheduledChangeAt!);
    const updated = await db
      .update(userSubscriptions)
      .set({ planId: target.id, ...stateColumns(state), ...clear })
      .where(same)
      .returning({ id: userSubscriptions.id });
    applied += updated.length;
  }
  return applied;
}

/**
 * The cron's part with Stripe: a paid upgrade's replaced Stripe subscription is cancelled,
 * so the old plan is never charged again. Retried every run until Stripe answers.
 */
export async function cancelReplacedSubscriptions(db: Db, config: AppConfig, now = new Date(), limit = 50): Promise<number> {
  if (!config.STRIPE_SECRET_KEY) return 0;
  const pending = await db
    .select({ id: checkoutSessions.id, replaces: checkoutSessions.replacesExternalId })
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.status, "paid"), isNotNull(checkoutSessions.replacesExternalId), isNull(checkoutSessions.replacedAt)))
    .limit(limit);
  let cancelled = 0;
  for (const session of pending) {
    try {
      await cancelStripeSubscription(config, session.replaces!);
      await db.update(checkoutSessions).set({ replacedAt: now }).where(eq(checkoutSessions.id, session.id));
      cancelled += 1;
    } catch {
      // Stripe did not answer: the next run tries again.
    }
  }
  return cancelled;
}
