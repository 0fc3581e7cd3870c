import { and, desc, eq } from "drizzle-orm";
import { BILLING_MESSAGES, invoiceDownloadName, type InvoiceView } from "../../../domain/billing/invoices";
import { DomainError } from "../../../domain/errors/domain-error";
import type { Db } from "../../../db/client";
import { invoices } from "../../../db/schema/invoices";

// "Facturas": the caller's own payments, newest first, each with its CFDI once stamped.
export const INVOICES_SHOWN = 100;

export async function listInvoices(db: Db, userId: string): Promise<InvoiceView[]> {
  const rows = await db.select().from(invoices).where(eq(invoices.userId, userId)).orderBy(desc(invoices.createdAt)).limit(INVOICES_SHOWN);
  return rows.map((r) => ({
    id: r.id,
    created_at: r.createdAt.toISOString(),
    concept: r.concept,
    amount_mxn: r.amountMxn,
    status: r.status,
    folio: r.folio,
    uuid: r.uuid,
    receiver_rfc: r.receiverRfc ?? "",
  }));
}

export type InvoiceFile = { name: string; contentType: string; body: string | Uint8Array };

// The stamped XML or PDF of one of the caller's invoices; someone else's is "not found".
export async function invoiceFile(db: Db, userId: string, invoiceId: string, format: "xml" | "pdf"): Promise<InvoiceFile> {
  const [row] = await db
    .select({ status: invoices.status, folio: invoices.folio, xml: invoices.xml, pdf: invoices.pdf })
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.userId, userId)));
  if (!row) throw new DomainError("not_found", BILLING_MESSAGES.invoiceNotFound);
  if (row.status !== "timbrada" || !row.folio || !row.xml || !row.pdf) throw new DomainError("invoice_not_stamped", BILLING_MESSAGES.notStamped);
  if (format === "xml") return { name: invoiceDownloadName(row.folio, "xml"), contentType: "application/xml; charset=utf-8", body: row.xml };
  return {
    name: invoiceDownloadName(row.folio, "pdf"),
    contentType: "application/pdf",
    body: Uint8Array.from(atob(row.pdf), (c) => c.charCodeAt(0)),
  };
}
