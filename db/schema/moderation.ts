import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, id } from "./columns";
import { users } from "./auth";
import { properties } from "./properties";
import { REPORT_REASONS } from "../../domain/trust/report-reasons";
import { HOLD_OUTCOMES, HOLD_REASONS } from "../../domain/trust/listing-holds";
import { AUDIT_SUBJECT_KINDS, OPERATOR_ACTIONS } from "../../domain/trust/operator-audit";
import { LISTING_STATUSES } from "../../domain/listings/listing-status";

// Staff who work the operator's desk. Granted only from the command line
// (npm run operator -- grant EMAIL); no API writes this table.
export const operators = sqliteTable("operators", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  grantedAt: integer("granted_at", { mode: "timestamp_ms" }).notNull(),
});

// "Reportar anuncio": one row per report. A reporter is an account or an e-mail address
// (anonymous reports give one); the same address reports a listing once.
export const listingReports = sqliteTable(
  "listing_reports",
  {
    id: id(),
    propertyId: text("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    reporterId: text("reporter_id").references(() => users.id, { onDelete: "set null" }),
    reporterEmail: text("reporter_email").notNull(),
    reason: text("reason", { enum: REPORT_REASONS }).notNull(),
    note: text("note"),
    // Set when the reporter was e-mailed the outcome.
    outcomeSentAt: integer("outcome_sent_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("listing_reports_property_email_idx").on(t.propertyId, t.reporterEmail),
    index("listing_reports_email_idx").on(t.reporterEmail, t.createdAt),
    index("listing_reports_created_idx").on(t.createdAt),
  ],
);

// A listing out of search pending an operator's review. While open (resolved_at null) the
// listing's status is en_revision; previous_status is what it goes back to when restored.
// The advertiser is told the reason and may answer once the hold is open.
export const listingHolds = sqliteTable(
  "listing_holds",
  {
    id: id(),
    propertyId: text("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    reason: text("reason", { enum: HOLD_REASONS }).notNull(),
    previousStatus: text("previous_status", { enum: LISTING_STATUSES }).notNull(),
    advertiserAnswer: text("advertiser_answer"),
    answeredAt: integer("answered_at", { mode: "timestamp_ms" }),
    resolvedAt: integer("resolved_at", { mode: "timestamp_ms" }),
    resolvedBy: text("resolved_by").references(() => users.id, { onDelete: "set null" }),
    outcome: text("outcome", { enum: HOLD_OUTCOMES }),
    outcomeReason: text("outcome_reason"),
    createdAt: createdAt(),
  },
  (t) => [
    // One open hold per listing.
    uniqueIndex("listing_holds_open_idx")
      .on(t.propertyId)
      .where(sql`${t.resolvedAt} IS NULL`),
    index("listing_holds_queue_idx").on(t.resolvedAt, t.createdAt),
  ],
);

// Every operator action: who, when, on what and why. Append-only: triggers in the
// migration refuse UPDATE and DELETE, so nobody (operators included) can edit it.
export const operatorAuditLog = sqliteTable(
  "operator_audit_log",
  {
    id: id(),
    operatorId: text("operator_id").notNull(),
    action: text("action", { enum: OPERATOR_ACTIONS }).notNull(),
    subjectKind: text("subject_kind", { enum: AUDIT_SUBJECT_KINDS }).notNull(),
    subjectId: text("subject_id").notNull(),
    reason: text("reason"),
    details: text("details", { mode: "json" }).$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index("operator_audit_log_created_idx").on(t.createdAt), index("operator_audit_log_subject_idx").on(t.subjectKind, t.subjectId)],
);
