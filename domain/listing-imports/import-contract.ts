import * as z from "zod";
import { PHOTO_LIMITS } from "../listings/listing-limits";

// What /import-properties sends the worker and what it answers. The browser reads the file
// (CSV, XLSX or an EasyBroker JSON feed), maps its columns and resolves each row's place;
// the worker checks every row with the listing schema and writes it as a borrador, keyed
// by the row's source id so importing the same file again updates instead of duplicating.

export const IMPORT_LIMITS = {
  /** Rows in one file. */
  rowsMax: 5000,
  /** A row's number in its file (titles and blank rows count): a sheet's last row in Excel. */
  lineMax: 1_048_576,
  /** Bytes in one file, checked before it is read. */
  fileBytesMax: 20 * 1024 * 1024,
  /** Rows in one request: a file goes to the worker in chunks of this many. */
  rowsPerRequest: 100,
  /** Characters of a source id (EasyBroker's public_id, a spreadsheet's id column, or a hash). */
  sourceIdMax: 120,
  /** Photo URLs one row may name (the worker fetches them in the background). */
  photoUrlsMax: PHOTO_LIMITS.maxPhotos,
  photoUrlMax: 2000,
  /** Listings one bulk publish may name. */
  publishIdsMax: 500,
  /**
   * Imported borradores (those with a source id) one person keeps unpublished. They do not
   * count against the form's `openDraftsMax` (20): an agency brings its whole catalogue.
   */
  importedDraftsMax: 5000,
} as const;

/**
 * One row of the file, as the worker receives it: its number in the file (for the report),
 * its source id, the listing's fields as the publish form names them (checked by the
 * worker with `listingDraftSchema` and then `listingSchema`; a row that fails is reported
 * with the schema's Spanish messages, never written), and the photo URLs it names.
 */
export const importRowSchema = z.object({
  row: z.number().int().min(1).max(IMPORT_LIMITS.lineMax),
  source_id: z.string().trim().min(1).max(IMPORT_LIMITS.sourceIdMax),
  listing: z.record(z.string(), z.unknown()),
  photo_urls: z
    .array(z.url({ protocol: /^https?$/ }).max(IMPORT_LIMITS.photoUrlMax))
    .max(IMPORT_LIMITS.photoUrlsMax)
    .default([]),
});
export type ImportRow = z.infer<typeof importRowSchema>;

/** POST /api/listing-imports/rows */
export const importBatchSchema = z.object({
  rows: z.array(importRowSchema).min(1).max(IMPORT_LIMITS.rowsPerRequest),
});

export const IMPORT_OUTCOMES = ["created", "updated", "skipped", "failed"] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];

/** A row's problem: the listing field it is about (null: the row as a whole) and why. */
export type ImportRowError = { field: string | null; message: string };

/** What happened to one row; the answer to a batch lists one per row, in order. */
export type ImportRowResult = {
  row: number;
  source_id: string;
  outcome: ImportOutcome;
  /** The listing created or updated (or left as it was: skipped), null when it failed. */
  listing_id: string | null;
  errors: ImportRowError[];
};
