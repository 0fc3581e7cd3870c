import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { LICENSE_KINDS } from "../../domain/trust/verification";
import { createdAt, id, updatedAt } from "./columns";
import { users } from "./auth";
import { locations } from "./locations";

// An agency (role inmobiliaria) and the agents who publish under it.
export const agencies = sqliteTable(
  "agencies",
  {
    id: id(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    phone: text("phone"),
    whatsapp: text("whatsapp"),
    logoUrl: text("logo_url"),
    description: text("description"),
    // The RFC (persona moral) the owner submitted for verification.
    rfc: text("rfc"),
    // When an operator approved the agency's verification (null: "Inmobiliaria sin verificar").
    verifiedAt: integer("verified_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("agencies_owner_idx").on(t.ownerId)],
);

export const agencyAgents = sqliteTable(
  "agency_agents",
  {
    agencyId: text("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    agentId: text("agent_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.agencyId, t.agentId] }), index("agency_agents_agent_idx").on(t.agentId)],
);

// An advertiser's public profile: contact details shown on listings (phone numbers are
// revealed on click, and are numbers the account verified), the public page /agente/{slug},
// and the cédula or AMPI number an operator verified ("Agente verificado").
export const agentProfiles = sqliteTable("agent_profiles", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  phone: text("phone"),
  whatsapp: text("whatsapp"),
  bio: text("bio"),
  slug: text("slug").unique(),
  licenseKind: text("license_kind", { enum: LICENSE_KINDS }),
  licenseNumber: text("license_number"),
  verifiedAt: integer("verified_at", { mode: "timestamp_ms" }),
  updatedAt: updatedAt(),
});

// The colonias (and alcaldías) an agent says they work, shown on their public page.
export const agentZones = sqliteTable(
  "agent_zones",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    locationId: text("location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.locationId] })],
);

// The zones an agency says it works (alcaldías and colonias), shown on its public page.
export const agencyZones = sqliteTable(
  "agency_zones",
  {
    agencyId: text("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    locationId: text("location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.agencyId, t.locationId] })],
);
