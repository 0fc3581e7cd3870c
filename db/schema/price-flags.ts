import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { OPERATIONS } from "../../domain/properties/property";
import { users } from "./auth";
import { properties } from "./properties";

// The published listings whose price per m² is out of line with their colonia's median
// (domain/properties/price-out-of-line.ts), for the operator's desk. Rewritten with the
// medians (worker/services/price-stats.ts) by every write that changes a colonia's
// listings: a listing back in line, or out of search, loses its row. `reviewed_at`: an
// operator looked and kept it; the review holds while the price per m² stays the same.
export const priceFlags = sqliteTable(
  "price_flags",
  {
    propertyId: text("property_id")
      .primaryKey()
      .references(() => properties.id, { onDelete: "cascade" }),
    locationId: text("location_id").notNull(),
    operationType: text("operation_type", { enum: OPERATIONS }).notNull(),
    priceM2: integer("price_m2").notNull(),
    medianPriceM2: integer("median_price_m2").notNull(),
    sampleSize: integer("sample_size").notNull(),
    flaggedAt: integer("flagged_at", { mode: "timestamp_ms" }).notNull(),
    reviewedAt: integer("reviewed_at", { mode: "timestamp_ms" }),
    reviewedBy: text("reviewed_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [index("price_flags_location_idx").on(t.locationId)],
);
