import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { IMPORT_PHOTO_STATUSES, IMPORT_SOURCES } from "../../domain/listing-imports/import-api";
import { createdAt, id, updatedAt } from "./columns";
import { users } from "./auth";
import { properties, propertyImages } from "./properties";

// A photo an imported row named by URL. The worker fetches it in the background (after the
// batch's answer, and on the cron trigger), checks it like an upload and stores it as one
// of the listing's photos; a photo that fails keeps its Spanish reason and never fails its
// listing. One row per listing and URL, so importing the file again adds nothing twice.
export const listingImportPhotos = sqliteTable(
  "listing_import_photos",
  {
    id: id(),
    propertyId: text("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    // The place the row gave it (the first URL becomes the main photo when fetched first).
    position: integer("position").notNull().default(0),
    status: text("status", { enum: IMPORT_PHOTO_STATUSES }).notNull().default("pendiente"),
    reason: text("reason"),
    imageId: text("image_id").references(() => propertyImages.id, { onDelete: "set null" }),
    attempts: integer("attempts").notNull().default(0),
    // A fetcher's claim: until then no other run takes the photo.
    leaseUntil: integer("lease_until", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("listing_import_photos_url_uq").on(t.propertyId, t.url),
    // The fetcher's queue: pending photos, oldest first.
    index("listing_import_photos_pending_idx")
      .on(t.leaseUntil, t.createdAt)
      .where(sql`status = 'pendiente'`),
  ],
);

// Photos by URL an account's imports queued on each Mexico City day, against the daily cap
// (IMPORT_API_LIMITS.photoFetchesPerDay): counted when the rows are written, so deleting the
// listings afterwards gives nothing back.
export const importPhotoDays = sqliteTable(
  "import_photo_days",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: text("day").notNull(),
    queued: integer("queued").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

// The column mapping a person's last import of each kind of file used, offered again next time.
export const importColumnMappings = sqliteTable(
  "import_column_mappings",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    source: text("source", { enum: IMPORT_SOURCES }).notNull(),
    mapping: text("mapping", { mode: "json" }).$type<Record<string, string | null>>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.source] })],
);
