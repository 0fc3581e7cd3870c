import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns";
import { properties, propertyImages } from "./properties";

// A listing photo's perceptual hash (domain/photo-fingerprints/photo-hash.ts), computed off
// the request path from its stored thumbnail. `informative` is false for a photo too plain to
// tell apart (a blank wall, a floor plan): it is kept, but never matched.
export const photoFingerprints = sqliteTable(
  "photo_fingerprints",
  {
    imageId: text("image_id")
      .primaryKey()
      .references(() => propertyImages.id, { onDelete: "cascade" }),
    propertyId: text("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    hash: text("hash").notNull(),
    informative: integer("informative", { mode: "boolean" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("photo_fingerprints_property_idx").on(t.propertyId)],
);

// The banded index of the informative fingerprints: one row per photo and band
// (PHOTO_BAND_BITS, domain/photo-fingerprints/photo-hash.ts), so a near-match lookup reads
// the rows of a few band values instead of the table. Each row carries the photo's whole
// hash, so the lookup measures the distance on the rows it seeks and reads nothing else for
// the candidates that are not near. The table is WITHOUT ROWID (migration 0043; drizzle
// cannot say it): the primary key's tree holds the rows, one seek reads them.
export const photoHashBands = sqliteTable(
  "photo_hash_bands",
  {
    band: integer("band").notNull(),
    value: integer("value").notNull(),
    imageId: text("image_id")
      .notNull()
      .references(() => photoFingerprints.imageId, { onDelete: "cascade" }),
    propertyId: text("property_id").notNull(),
    hash: text("hash").notNull(),
  },
  (t) => [primaryKey({ columns: [t.band, t.value, t.imageId] }), index("photo_hash_bands_image_idx").on(t.imageId)],
);

// Photos the fingerprint queue could not hash: the last failure (a reason code from
// domain/photo-fingerprints/fingerprint-failures.ts and a short detail for the operator),
// how many attempts, and `dead_at` once it was given up (a corrupt image at once; anything
// else after the queue's retries, through its dead-letter queue). The operator's desk lists
// the dead ones; a later success deletes the row.
export const photoFingerprintFailures = sqliteTable(
  "photo_fingerprint_failures",
  {
    imageId: text("image_id")
      .primaryKey()
      .references(() => propertyImages.id, { onDelete: "cascade" }),
    propertyId: text("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    detail: text("detail"),
    attempts: integer("attempts").notNull().default(0),
    lastFailedAt: integer("last_failed_at", { mode: "timestamp_ms" }).notNull(),
    deadAt: integer("dead_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("photo_fingerprint_failures_dead_idx").on(t.deadAt)],
);
