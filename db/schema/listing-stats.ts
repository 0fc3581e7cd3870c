import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { properties } from "./properties";

// What buyers did on a listing, per day (Mexico City's calendar day, "2026-11-26"): the
// per-day twin of the counters on `properties` (view_count, whatsapp_count,
// contact_count), upserted in the same batch that adds to them, so an agency's report can
// read a real window (the last 30 days) instead of all-time totals. Saves and leads are
// not here: they are counted from their own rows' created_at.
export const listingDailyStats = sqliteTable(
  "listing_daily_stats",
  {
    propertyId: text("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    day: text("day").notNull(),
    views: integer("views").notNull().default(0),
    whatsapp: integer("whatsapp").notNull().default(0),
    contacts: integer("contacts").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.day] })],
);
