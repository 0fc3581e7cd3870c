import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { sql } from "drizzle-orm";
import { createdAt, id } from "./columns";
import { users } from "./auth";
import { agencies } from "./agencies";
import { properties } from "./properties";
import { PASS_SPEND_KINDS } from "../../domain/agencies/agency-team";

// An agency owner's invitation to an agent, by e-mail. The link carries the row's id and an
// HMAC of it with `expires_at`, so resending (a new date) retires the old link. One pending
// invitation per agency and address.
export const agencyInvitations = sqliteTable(
  "agency_invitations",
  {
    id: id(),
    agencyId: text("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    invitedBy: text("invited_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["pendiente", "aceptada", "revocada"] })
      .notNull()
      .default("pendiente"),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }).notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    acceptedBy: text("accepted_by").references(() => users.id, { onDelete: "set null" }),
    acceptedAt: integer("accepted_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("agency_invitations_agency_idx").on(t.agencyId, t.status, t.sentAt),
    uniqueIndex("agency_invitations_pending_email_idx")
      .on(t.agencyId, t.email)
      .where(sql`status = 'pendiente'`),
  ],
);

// Who spent which of the agency plan's passes or 3D tour credits, on which listing, and
// when. The title is kept so the log stays readable after a listing is deleted.
export const agencyPassSpends = sqliteTable(
  "agency_pass_spends",
  {
    id: id(),
    agencyId: text("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    agentId: text("agent_id").references(() => users.id, { onDelete: "set null" }),
    propertyId: text("property_id").references(() => properties.id, { onDelete: "set null" }),
    propertyTitle: text("property_title").notNull(),
    kind: text("kind", { enum: PASS_SPEND_KINDS }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("agency_pass_spends_agency_idx").on(t.agencyId, t.createdAt)],
);
