import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id } from "./columns";
import { users } from "./auth";
import { agencies } from "./agencies";
import { properties } from "./properties";

// A buyer's message or call request about a listing, for its advertiser's "Mensajes".
// The listing's title is kept so a lead stays readable after the listing is deleted.
export const propertyLeads = sqliteTable(
  "property_leads",
  {
    id: id(),
    propertyId: text("property_id").references(() => properties.id, { onDelete: "set null" }),
    propertyTitle: text("property_title").notNull(),
    recipientId: text("recipient_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    agencyId: text("agency_id").references(() => agencies.id, { onDelete: "set null" }),
    kind: text("kind", { enum: ["mensaje", "llamada"] }).notNull(),
    nombre: text("nombre").notNull(),
    telefono: text("telefono").notNull(),
    email: text("email"),
    mensaje: text("mensaje"),
    // Where the buyer wrote from: the listing's page or an agent's shared sheet.
    source: text("source", { enum: ["propiedad", "compartida"] })
      .notNull()
      .default("propiedad"),
    readAt: integer("read_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("property_leads_recipient_idx").on(t.recipientId, t.createdAt),
    index("property_leads_agency_idx").on(t.agencyId, t.createdAt),
    index("property_leads_property_idx").on(t.propertyId, t.kind),
    // The per-phone hourly limit counts a phone's recent leads.
    index("property_leads_phone_idx").on(t.telefono, t.createdAt),
  ],
);
