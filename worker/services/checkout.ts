import type { Lang } from "../../domain/i18n/lang";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { checkoutSessions } from "../../db/schema/billing";
import { localCheckoutEnabled, startCheckout } from "../adapters/payments";
import type { AppConfig } from "../env";
import { DomainError } from "../../domain/errors/domain-error";
import type { Profile } from "../../domain/auth/profile";
import { findPlan, toPlan } from "./plans";
import { agencyOwnerOf } from "./agency-team/owned-agency";
import { fulfilCheckout } from "./subscriptions";
import { startStoredPayment } from "./stored-payment";
import { CHECKOUT_MESSAGES } from "../../domain/billing/checkout-messages";
import type { CheckoutRedirect, CheckoutSessionView, CheckoutStart } from "../../domain/billing/checkout";
import { PLAN_CHANGE_MESSAGES } from "../../domain/billing/plan-change";
import { createCreditCoupon } from "../adapters/stripe-plan-changes";
import { previewPlanChange } from "./plan-changes/plan-changes";
import { ownSubscription } from "./plan-changes/plan-change-state";
import { pagePath } from "../../domain/pages/page-routes";

export async function createCheckout(
  db: Db,
  config: AppConfig,
  user: Profile,
  planId: string,
  origin: string,
  lang: Lang = "es",
): Promise<CheckoutStart> {
  const plan = await findPlan(db, planId);
  if (!plan) throw new DomainError("not_found", CHECKOUT_MESSAGES.planNotFound);
  if (plan.priceMxn === null) throw new DomainError("custom_pricing", CHECKOUT_MESSAGES.customPricing);
  // An agency's agents publish with its owner's plan (the one GET /api/subscription shows
  // them): a plan of their own would be paid for and never used.
  const agencyOwner = await agencyOwnerOf(db, user.id);
  if (agencyOwner && agencyOwner !== user.id) throw new DomainError("agency_plan", CHECKOUT_MESSAGES.agencyPlan);
  // What this choice does (domain/billing/plan-change.ts): the same plan is refused, a
  // downgrade is scheduled (POST /api/plan-changes/scheduled) rather than paid, and an upgrade
  // is charged its price less the unused days of the current plan.
  const change = await previewPlanChange(db, user.id, plan.id);
  if (change.kind === "downgrade") throw new DomainError("downgrade_scheduled", PLAN_CHANGE_MESSAGES.downgradeAtPeriodEnd);
  // Without Stripe, production has no way to take a payment (the local page does not exist there).
  if (!config.STRIPE_SECRET_KEY && !localCheckoutEnabled(config)) throw new DomainError("payments_unavailable", CHECKOUT_MESSAGES.failed);
  const sessionId = crypto.randomUUID();
  const provider = config.STRIPE_SECRET_KEY ? "stripe" : "local";
  // An upgrade through Stripe replaces the Stripe subscription of the current plan, which is
  // cancelled once the new one is paid (cancelReplacedSubscriptions).
  const current = change.kind === "upgrade" ? await ownSubscription(db, user.id) : null;
  const replaces = provider === "stripe" && current?.row.externalId && !current.row.externalId.startsWith("local_") ? current.row.externalId : null;
  await db.insert(checkoutSessions).values({
    id: sessionId,
    userId: user.id,
    planId: plan.id,
    provider,
    amountMxn: change.amount_due_mxn,
    creditMxn: change.credit_mxn,
    replacesExternalId: replaces,
  });
  const priceMxn = change.to_plan.price_mxn;
  return startStoredPayment(
    db,
    checkoutSessions,
    sessionId,
    async () => {
      // The credit reaches Stripe as a one-off coupon on the session's first invoice.
      const creditCouponId =
        provider === "stripe" && change.credit_mxn > 0 ? await createCreditCoupon(config, change.credit_mxn, sessionId) : undefined;
      return startCheckout(config, {
        sessionId,
        userId: user.id,
        email: user.email,
        plan: { id: plan.id, name: plan.name, priceMxn },
        origin,
        lang,
        creditCouponId,
      });
    },
    CHECKOUT_MESSAGES.failed,
  );
}

// The local checkout page reads and completes only its owner's open sessions.
async function ownLocalSession(db: Db, userId: string, sessionId: string) {
  const [session] = await db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.id, sessionId), eq(checkoutSessions.userId, userId), eq(checkoutSessions.provider, "local")));
  if (!session) throw new DomainError("not_found", CHECKOUT_MESSAGES.paymentNotFound);
  return session;
}

export async function getLocalSession(db: Db, userId: string, sessionId: string): Promise<CheckoutSessionView> {
  const session = await ownLocalSession(db, userId, sessionId);
  const plan = await findPlan(db, session.planId);
  return { id: session.id, status: session.status, amount_mxn: session.amountMxn, credit_mxn: session.creditMxn, plan: toPlan(plan!) };
}

export async function payLocalSession(db: Db, config: AppConfig, userId: string, sessionId: string): Promise<CheckoutRedirect> {
  if (!localCheckoutEnabled(config)) throw new DomainError("not_found", CHECKOUT_MESSAGES.paymentNotFound);
  const session = await ownLocalSession(db, userId, sessionId);
  if (session.status === "canceled") throw new DomainError("canceled", CHECKOUT_MESSAGES.canceled);
  await fulfilCheckout(db, session.id, `local_${session.id}`);
  return { redirect: `${pagePath.precios}?pago=exito` };
}

export async function cancelLocalSession(db: Db, userId: string, sessionId: string): Promise<CheckoutRedirect> {
  const session = await ownLocalSession(db, userId, sessionId);
  await db
    .update(checkoutSessions)
    .set({ status: "canceled" })
    .where(and(eq(checkoutSessions.id, session.id), eq(checkoutSessions.status, "open")));
  return { redirect: `${pagePath.precios}?pago=cancelado` };
}
