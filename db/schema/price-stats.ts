import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { OPERATIONS, PROPERTY_TYPES } from "../../domain/properties/property";
import { updatedAt } from "./columns";
import { locations } from "./locations";

// The median price per m² of a colonia's published listings, one row per operation and
// property type (holding the median of the type's class among the operation's source
// listings, domain/properties/price-stats.ts: a remate reads the sales'), so a card reads
// it with one primary-key lookup. Rewritten by the listing write services
// whenever a colonia's listings change (and by the seed); no row when too few listings.
export const coloniaPriceStats = sqliteTable(
  "colonia_price_stats",
  {
    locationId: text("location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    operationType: text("operation_type", { enum: OPERATIONS }).notNull(),
    propertyType: text("property_type", { enum: PROPERTY_TYPES }).notNull(),
    medianPriceM2: integer("median_price_m2").notNull(),
    sampleSize: integer("sample_size").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.operationType, t.propertyType] })],
);
