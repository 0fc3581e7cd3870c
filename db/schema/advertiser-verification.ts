import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id } from "./columns";
import { users } from "./auth";
import { agencies } from "./agencies";
import { LICENSE_KINDS, VERIFICATION_KINDS, VERIFICATION_STATUSES } from "../../domain/trust/verification";

// An advertiser's request to be shown as verified, waiting in the operator's queue. An
// agency sends its RFC and a proof of address (kept privately in R2 under proof_key, never
// served publicly); an independent agent a cédula or AMPI number. The decision is denormalised
// onto agencies.verified_at / agent_profiles.verified_at, which the badges read.
export const verificationRequests = sqliteTable(
  "verification_requests",
  {
    id: id(),
    kind: text("kind", { enum: VERIFICATION_KINDS }).notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    agencyId: text("agency_id").references(() => agencies.id, { onDelete: "cascade" }),
    rfc: text("rfc"),
    licenseKind: text("license_kind", { enum: LICENSE_KINDS }),
    licenseNumber: text("license_number"),
    proofKey: text("proof_key"),
    proofContentType: text("proof_content_type"),
    status: text("status", { enum: VERIFICATION_STATUSES }).notNull().default("pendiente"),
    // The operator's reason, e-mailed with a rejection.
    reason: text("reason"),
    decidedBy: text("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: integer("decided_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [index("verification_requests_status_idx").on(t.status, t.createdAt), index("verification_requests_user_idx").on(t.userId)],
);
