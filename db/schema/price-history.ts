import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { id } from "./columns";
import { properties } from "./properties";

// Each listing's price changes, kept from the day this table exists: one row per edit that
// changed the price (never for an edit that kept it). Read per listing, newest first.
export const propertyPriceChanges = sqliteTable(
  "property_price_changes",
  {
    id: id(),
    propertyId: text("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    oldPrice: integer("old_price").notNull(),
    newPrice: integer("new_price").notNull(),
    changedAt: integer("changed_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("property_price_changes_property_idx").on(t.propertyId, t.changedAt)],
);
