import { eq } from "drizzle-orm";
import { planPeriodEnd } from "../../../domain/billing/plans";
import { findService, serviceExpiry } from "../../../domain/billing/services";
import { paymentConcept, type PaymentProvider } from "../../../domain/billing/invoices";
import type { Db } from "../../../db/client";
import { checkoutSessions, serviceOrders, subscriptionPlans, userSubscriptions } from "../../../db/schema/billing";
import { invoices } from "../../../db/schema/invoices";
import { describeErrorForLog } from "../../logging/log-redaction";

// A payment received: a plan's first payment (its checkout session), a renewal (the
// subscription, at the start of its new period) or a premium service (its order).
export type Payment =
  | { kind: "plan"; checkoutSessionId: string; at: Date }
  | { kind: "renovacion"; subscriptionId: string; at: Date }
  | { kind: "servicio"; serviceOrderId: string; at: Date };

type InvoiceRow = typeof invoices.$inferInsert;

// The one hook every fulfilment calls once it has taken the payment: the payment becomes an
// invoice row (the receipt to send and the CFDI to stamp, worked through by
// deliverInvoices after the request and by the cron). Recording the same payment twice
// keeps one row. It never throws: the payment is already the customer's, and a row that
// could not be written is logged for the operator rather than undoing it.
export async function recordPayment(db: Db, payment: Payment): Promise<void> {
  try {
    const row = await invoiceRow(db, payment);
    if (row) await db.insert(invoices).values(row).onConflictDoNothing();
  } catch (error) {
    console.error("invoice_record_failed", { kind: payment.kind, error: describeErrorForLog(error) });
  }
}

const providerOf = (provider: string, externalId?: string | null): PaymentProvider =>
  provider === "stripe" || (externalId && !externalId.startsWith("local_")) ? "stripe" : "local";

async function invoiceRow(db: Db, payment: Payment): Promise<InvoiceRow | null> {
  const base = { id: crypto.randomUUID(), createdAt: payment.at };
  if (payment.kind === "plan") {
    const [row] = await db
      .select({ session: checkoutSessions, planName: subscriptionPlans.name })
      .from(checkoutSessions)
      .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, checkoutSessions.planId))
      .where(eq(checkoutSessions.id, payment.checkoutSessionId));
    if (!row || row.session.amountMxn <= 0) return null;
    return {
      ...base,
      userId: row.session.userId,
      kind: "plan",
      sourceId: row.session.id,
      concept: paymentConcept("plan", row.planName),
      amountMxn: row.session.amountMxn,
      provider: providerOf(row.session.provider),
      periodStart: payment.at,
      periodEnd: planPeriodEnd(payment.at),
    };
  }
  if (payment.kind === "renovacion") {
    const [row] = await db
      .select({ subscription: userSubscriptions, plan: subscriptionPlans })
      .from(userSubscriptions)
      .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, userSubscriptions.planId))
      .where(eq(userSubscriptions.id, payment.subscriptionId));
    if (!row || !row.plan.priceMxn) return null;
    return {
      ...base,
      userId: row.subscription.userId,
      kind: "renovacion",
      // One renewal per period: the period's start names it.
      sourceId: `${row.subscription.id}:${row.subscription.currentPeriodStart.getTime()}`,
      concept: paymentConcept("renovacion", row.plan.name),
      amountMxn: row.plan.priceMxn,
      provider: providerOf("", row.subscription.externalId),
      periodStart: row.subscription.currentPeriodStart,
      periodEnd: row.subscription.currentPeriodEnd,
    };
  }
  const [order] = await db.select().from(serviceOrders).where(eq(serviceOrders.id, payment.serviceOrderId));
  // A tour paid with the plan's credit is no payment: it was invoiced with the plan.
  if (!order || order.provider === "credit" || order.amountMxn <= 0) return null;
  const service = findService(order.serviceId);
  return {
    ...base,
    userId: order.userId,
    kind: "servicio",
    sourceId: order.id,
    concept: paymentConcept("servicio", service?.name ?? order.serviceId),
    amountMxn: order.amountMxn,
    provider: providerOf(order.provider),
    periodStart: service?.duration_days ? payment.at : null,
    periodEnd: service ? serviceExpiry(service, payment.at) : null,
  };
}
