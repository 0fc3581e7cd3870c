import { index, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
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

// Contact details an agent shows on listings (phone numbers are revealed on click).
export const agentProfiles = sqliteTable("agent_profiles", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  phone: text("phone"),
  whatsapp: text("whatsapp"),
  bio: text("bio"),
  updatedAt: updatedAt(),
});

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
