import { sqliteTable, text } from "drizzle-orm/sqlite-core";

// What the demo seed planted on purpose, for the trust bench to score the detectors against:
// a listing that is a clone of another advertiser's (kind 'clon', source: the listing it
// copies). Written only by the seed; nothing in the product reads it.
export const SEED_TRUTH_KINDS = ["clon"] as const;

export const seedGroundTruth = sqliteTable("seed_ground_truth", {
  propertyId: text("property_id").primaryKey(),
  kind: text("kind", { enum: SEED_TRUTH_KINDS }).notNull(),
  sourcePropertyId: text("source_property_id"),
});
