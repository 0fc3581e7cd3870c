import * as z from "zod";
import { recordIdSchema } from "../ids";
import { hasValidCharacters } from "../text/characters";
import { IMPORT_LIMITS, type ImportRowError } from "./import-contract";
import { IMPORT_API_LIMITS as A } from "./import-limits";
import { IMPORT_MESSAGES as M } from "./import-messages";
import type { PhotoHoldReason } from "../trust/listing-holds";

// The import's routes besides the rows (import-contract.ts): bulk publish, the photos'
// statuses, and the column mapping each person's last import used.

// ---- POST /api/listing-imports/publish

export const bulkPublishSchema = z.object({
  ids: z.array(recordIdSchema).min(1).max(IMPORT_LIMITS.publishIdsMax),
  // false: only say what would happen; true: publish as many as the passes cover.
  confirm: z.boolean(),
});
export type BulkPublishInput = z.infer<typeof bulkPublishSchema>;

export type BulkPublishAnswer = {
  confirmed: boolean;
  /** Passes the person has: before publishing (preview), or left after (confirmed). */
  passes_available: number;
  /** Complete borradores a pass would publish (preview only; empty once confirmed). */
  ready: string[];
  /** Published by this request, each having spent one pass; `in_review`: held at once for its photos (copied, or not checked yet). */
  published: { id: string; expires_at: string; in_review: PhotoHoldReason | null }[];
  /** Left as they were, with why: incomplete, not a borrador, or no pass left for it. */
  held: { id: string; reasons: ImportRowError[] }[];
  /** Ids that are not among the person's listings (or do not exist). */
  not_found: string[];
};

// ---- GET /api/listing-imports/photos?listing_ids=a,b

export const IMPORT_PHOTO_STATUSES = ["pendiente", "lista", "fallida"] as const;
export type ImportPhotoStatus = (typeof IMPORT_PHOTO_STATUSES)[number];

export const photoStatusQuerySchema = z.object({
  listing_ids: z
    .string({ error: M.listingIds })
    .max(A.photoStatusIdsMax * 65, M.listingIds)
    .transform((s) => [...new Set(s.split(",").map((id) => id.trim()))])
    .pipe(z.array(recordIdSchema).min(1, M.listingIds).max(A.photoStatusIdsMax, M.listingIds)),
});

export type ImportPhoto = {
  url: string;
  status: ImportPhotoStatus;
  /** Why it failed (Spanish), null otherwise. */
  reason: string | null;
  /** The listing's photo it became, once lista. */
  photo_id: string | null;
};
export type ImportPhotosAnswer = { items: { listing_id: string; photos: ImportPhoto[] }[] };

// ---- GET and PUT /api/listing-imports/mapping

export const IMPORT_SOURCES = ["csv", "easybroker"] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];

const sourceSchema = z.enum(IMPORT_SOURCES, { error: M.mappingSource });

export const mappingQuerySchema = z.object({ source: sourceSchema });

const column = z
  .string({ error: M.mappingColumn })
  .trim()
  .min(1, M.mappingColumn)
  .max(A.mappingColumnMax, M.mappingColumn)
  .refine(hasValidCharacters, M.mappingColumn);

// A file's column → the listing field it fills (null: the column is ignored).
export const columnMappingSchema = z.object({
  source: sourceSchema,
  mapping: z
    .record(
      column,
      z
        .string({ error: M.mappingField })
        .min(1, M.mappingField)
        .max(A.mappingFieldMax, M.mappingField)
        .regex(/^[a-z0-9_.-]+$/i, M.mappingField)
        .nullable(),
    )
    .refine((m) => Object.keys(m).length <= A.mappingColumnsMax, M.mappingTooLarge),
});
export type ColumnMappingInput = z.infer<typeof columnMappingSchema>;

export type ColumnMappingAnswer = { source: ImportSource; mapping: Record<string, string | null> | null; updated_at: string | null };
