import { and, asc, eq, isNull, lt, or, sql } from "drizzle-orm";
import { cfdiReceiver, INVOICES_PAGE, PAYMENT_METHOD_LABELS_EN, PAYMENT_METHODS, splitIva } from "../../../domain/billing/invoices";
import { accountLang } from "../../../domain/i18n/lang";
import type { Db } from "../../../db/client";
import { users } from "../../../db/schema/auth";
import { invoices } from "../../../db/schema/invoices";
import { sendMail } from "../../adapters/mail";
import { cfdiIssuer, stampCfdi } from "../../adapters/cfdi";
import type { AppConfig } from "../../env";
import { paymentReceiptEmail } from "../../mail/payment-receipt";
import { pageUrl } from "../../mail/layout";
import { describeErrorForLog } from "../../logging/log-redaction";
import { getBillingData } from "./billing-data";
import { buildComprobante } from "./cfdi-xml";
import { invoicePdf } from "./invoice-pdf-layout";

// The invoice outbox: each payment's row gets its receipt e-mail, then its CFDI stamped.
// Run after the request that took the payment (waitUntil) and by the cron, which retries
// what failed: a row is tried at most MAX_ATTEMPTS times, then it stays "fallida" for the
// operator. A run takes each row with a short lease, so two runs never work on one row.
export const INVOICE_DELIVERY = { maxAttempts: 8, leaseMs: 2 * 60_000, batch: 20 } as const;

export async function deliverInvoices(
  db: Db,
  config: AppConfig,
  origin: string,
  now = new Date(),
): Promise<{ sent: number; stamped: number; failed: number }> {
  const due = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        or(eq(invoices.status, "pendiente"), isNull(invoices.receiptSentAt)),
        lt(invoices.attempts, INVOICE_DELIVERY.maxAttempts),
        or(isNull(invoices.lockedUntil), lt(invoices.lockedUntil, now)),
      ),
    )
    .orderBy(asc(invoices.createdAt))
    .limit(INVOICE_DELIVERY.batch);
  const run = { sent: 0, stamped: 0, failed: 0 };
  for (const { id } of due) {
    const [row] = await db
      .update(invoices)
      .set({ lockedUntil: new Date(now.getTime() + INVOICE_DELIVERY.leaseMs), attempts: sql`${invoices.attempts} + 1` })
      .where(and(eq(invoices.id, id), or(isNull(invoices.lockedUntil), lt(invoices.lockedUntil, now))))
      .returning();
    if (!row) continue;
    try {
      // An account deleted before its invoice was stamped: no one to send the receipt to, and
      // its billing data went with it, so the CFDI goes to público en general.
      const payer = row.userId;
      const [user] = payer ? await db.select({ email: users.email, name: users.name, lang: users.lang }).from(users).where(eq(users.id, payer)) : [];
      const billing = payer ? await getBillingData(db, payer) : null;
      const issuer = cfdiIssuer(config);
      const receiver = cfdiReceiver(billing, issuer.zip);
      const method = PAYMENT_METHODS[row.provider];
      if (!row.receiptSentAt && user) {
        const period = row.periodStart && row.periodEnd ? { from: row.periodStart, to: row.periodEnd } : null;
        const lang = accountLang(user.lang);
        const methodLabel = lang === "es" ? method.label : PAYMENT_METHOD_LABELS_EN[row.provider];
        const receipt = { concept: row.concept, amountMxn: row.amountMxn, period, method: methodLabel, receiverRfc: receiver.rfc };
        await sendMail(db, config, paymentReceiptEmail(user, receipt, pageUrl(origin, INVOICES_PAGE, lang), lang));
        await db.update(invoices).set({ receiptSentAt: now }).where(eq(invoices.id, row.id));
        run.sent += 1;
      }
      if (row.status === "pendiente") {
        // The folio is the row's own sequence number in the table: unique, and in order (rows
        // are never deleted, so SQLite never hands out a rowid twice).
        const [{ folio }] = (await db.all(sql`SELECT rowid AS folio FROM ${invoices} WHERE id = ${row.id}`)) as { folio: number }[];
        const amounts = splitIva(row.amountMxn);
        const comprobante = buildComprobante({
          folio: String(folio),
          at: row.createdAt,
          formaPago: method.formaPago,
          issuer,
          receiver,
          concept: row.concept,
          amounts,
        });
        const stamp = await stampCfdi(db, config, row.id, comprobante);
        const pdf = stamp.pdf ?? invoicePdf(comprobante, stamp.uuid, method.label);
        await db
          .update(invoices)
          .set({
            status: "timbrada",
            folio: `${comprobante.serie}-${folio}`,
            uuid: stamp.uuid,
            xml: stamp.xml,
            pdf,
            receiverRfc: receiver.rfc,
            stampedAt: now,
            lastError: null,
          })
          .where(eq(invoices.id, row.id));
        run.stamped += 1;
      }
      await db.update(invoices).set({ lockedUntil: null }).where(eq(invoices.id, row.id));
    } catch (error) {
      run.failed += 1;
      const message = describeErrorForLog(error);
      console.error("invoice_delivery_failed", { id: row.id, attempt: row.attempts, error: message });
      await db
        .update(invoices)
        .set({ lockedUntil: null, lastError: message.slice(0, 500), status: row.attempts >= INVOICE_DELIVERY.maxAttempts ? "fallida" : row.status })
        .where(eq(invoices.id, row.id));
    }
  }
  return run;
}
