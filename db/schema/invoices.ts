import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, id, updatedAt } from "./columns";
import { users } from "./auth";

// "Datos de facturación": one row per person who gave them (none: público en general).
export const billingProfiles = sqliteTable("billing_profiles", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  rfc: text("rfc").notNull(),
  razonSocial: text("razon_social").notNull(),
  regimenFiscal: text("regimen_fiscal").notNull(),
  usoCfdi: text("uso_cfdi").notNull(),
  codigoPostal: text("codigo_postal").notNull(),
  updatedAt: updatedAt(),
});

// One row per payment received: the receipt to send and the CFDI to stamp (the outbox the
// cron and the payment's own request work through). `source` + `source_id` name the payment
// (a checkout session, a service order, a subscription's renewal), so recording it twice
// keeps one row. The receiver is copied when the CFDI is stamped.
// A deleted account leaves its invoices: Mexican law (Código Fiscal, art. 30) has fiscal
// records kept five years, so the row stays with its CFDI and no payer (`user_id` null), out
// of anyone's reach through the app.
export const invoices = sqliteTable(
  "invoices",
  {
    id: id(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    kind: text("kind", { enum: ["plan", "renovacion", "servicio"] }).notNull(),
    sourceId: text("source_id").notNull(),
    concept: text("concept").notNull(),
    // Amounts in pesos with IVA included, as the catalogue's prices.
    amountMxn: real("amount_mxn").notNull(),
    provider: text("provider", { enum: ["stripe", "local"] }).notNull(),
    periodStart: integer("period_start", { mode: "timestamp_ms" }),
    periodEnd: integer("period_end", { mode: "timestamp_ms" }),
    status: text("status", { enum: ["pendiente", "timbrada", "fallida"] })
      .notNull()
      .default("pendiente"),
    receiptSentAt: integer("receipt_sent_at", { mode: "timestamp_ms" }),
    attempts: integer("attempts").notNull().default(0),
    // Whoever is sending the receipt or stamping holds the row until then (the cron and the
    // payment's own request never both work on it).
    lockedUntil: integer("locked_until", { mode: "timestamp_ms" }),
    lastError: text("last_error"),
    receiverRfc: text("receiver_rfc"),
    folio: text("folio"),
    uuid: text("uuid"),
    xml: text("xml"),
    // The PDF's bytes in base64.
    pdf: text("pdf"),
    stampedAt: integer("stamped_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("invoices_source_idx").on(t.kind, t.sourceId),
    index("invoices_user_idx").on(t.userId, t.createdAt),
    index("invoices_pending_idx").on(t.status, t.createdAt),
  ],
);

// The local PAC (no CFDI_PAC_URL outside production): each stamp request as it would have
// been sent, with the sample XML it answered.
export const cfdiOutbox = sqliteTable("cfdi_outbox", {
  id: id(),
  invoiceId: text("invoice_id").notNull(),
  request: text("request", { mode: "json" }).$type<unknown>().notNull(),
  xml: text("xml").notNull(),
  createdAt: createdAt(),
});
