import { loneSurfaceColumn, type ColumnMapping } from "@domain/listing-imports/column-guess";
import type { ImportRow, ImportRowError, ImportRowResult } from "@domain/listing-imports/import-contract";
import { IMPORT_FILE_MESSAGES } from "@domain/listing-imports/import-file-messages";
import type { ImportField } from "@domain/listing-imports/import-fields";
import { lineOf, type ImportTable } from "@domain/listing-imports/read-import-file";
import { duplicateSourceIds } from "@domain/listing-imports/row-check";
import {
  prepareRow,
  rowProblems,
  takesSurfaceAsMapped,
  withPlace,
  type PreparedRow,
  type ResolvedPlace,
} from "@domain/listing-imports/row-to-listing";
import { placeKey } from "./place-match";

/** One row of the preview: what will be sent, and what stops it. */
export type PreviewRow = {
  /** Its index in the table's rows. */
  index: number;
  prepared: PreparedRow;
  listing: Record<string, unknown>;
  problems: ImportRowError[];
  notes: ImportRowError[];
  placeKey: string | null;
};

/** What the preview knows about a place: found, to choose among options, or not searched yet. */
export type PlaceState =
  | { status: "pending" }
  | { status: "found"; place: ResolvedPlace; name: string }
  | { status: "choose"; options: { id: string; name: string; context: string; place: ResolvedPlace }[] };

const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The distinct places the rows name (colonia + alcaldía), in order of first appearance. */
export function distinctPlaces(prepared: readonly PreparedRow[]): Map<string, { colonia: string; alcaldia: string }> {
  const out = new Map<string, { colonia: string; alcaldia: string }>();
  for (const row of prepared) if (row.place) out.set(placeKey(row.place), out.get(placeKey(row.place)) ?? row.place);
  return out;
}

/** Every row read through the mapping, a few hundred at a time so the page stays responsive. */
export async function prepareRows(table: ImportTable, mapping: ColumnMapping): Promise<PreparedRow[]> {
  const out: PreparedRow[] = [];
  const surfaceColumn = loneSurfaceColumn(table.headers, mapping);
  for (let i = 0; i < table.rows.length; i++) {
    out.push(prepareRow(table.rows[i], mapping, lineOf(table, i), surfaceColumn));
    if (i % 500 === 499) await yieldToPage();
  }
  return out;
}

/** Each row with its place and its problems (the listing schema's and the import's). */
export async function checkRows(prepared: readonly PreparedRow[], places: ReadonlyMap<string, PlaceState>): Promise<PreviewRow[]> {
  const duplicates = duplicateSourceIds(prepared);
  const out: PreviewRow[] = [];
  for (let i = 0; i < prepared.length; i++) {
    const row = prepared[i];
    const key = row.place ? placeKey(row.place) : null;
    const state = key ? places.get(key) : undefined;
    const { listing, notes } = withPlace(row, state?.status === "found" ? state.place : null);
    // The place's problem says what the agent can do about it here.
    const placeText = key ? IMPORT_FILE_MESSAGES.placeNotFound : IMPORT_FILE_MESSAGES.placeMissing;
    const problems = rowProblems(listing)
      .map((p) => (p.field === "location_id" ? { ...p, message: placeText } : p))
      // Without a place and without coordinates in the file, the pin's problem is the place's.
      .filter((p, _, all) => row.hasPin || !(p.field === "lat" || p.field === "lng") || !all.some((q) => q.field === "location_id"));
    problems.unshift(...row.conflicts);
    const duplicate = duplicates.get(i);
    if (duplicate) problems.unshift(duplicate);
    out.push({ index: i, prepared: row, listing, problems, notes, placeKey: key });
    if (i % 250 === 249) await yieldToPage();
  }
  return out;
}

/** The row as the worker takes it. */
export const toImportRow = (r: PreviewRow): ImportRow => ({
  row: r.prepared.row,
  source_id: r.prepared.source_id,
  listing: r.listing,
  photo_urls: r.prepared.photo_urls,
});

/** A row the preview already refused, as the report lists it. */
export const refusedResult = (r: PreviewRow): ImportRowResult => ({
  row: r.prepared.row,
  source_id: r.prepared.source_id,
  outcome: "failed",
  listing_id: null,
  errors: r.problems,
});

/** Which column shows a field's problem: its own, else the colonia's for the place and pin. */
export function columnForField(field: string | null, mapping: ColumnMapping): number {
  if (field === null) return -1;
  const direct = mapping.indexOf(field as ImportField);
  if (direct !== -1) return direct;
  if (field === "location_id" || field === "lat" || field === "lng") return mapping.indexOf("colonia");
  // A lone surface read as the other size for this row's type.
  if (field === "built_surface" || field === "total_surface") return mapping.findIndex((f) => f === "built_surface" || f === "total_surface");
  return -1;
}

/** The columns left on "No importar", by their header (or "Columna N" when it has none). */
export function ignoredColumns(table: ImportTable, mapping: ColumnMapping): string[] {
  return table.headers.flatMap((header, i) => (mapping[i] ? [] : [header || IMPORT_FILE_MESSAGES.unnamedColumn(i + 1)]));
}

/**
 * The file's only surface under a header that does not say which, when casas read it:
 * its column, its header, what casas take it as, and how many casas there are.
 */
export function houseSurface(
  table: ImportTable,
  mapping: ColumnMapping,
  prepared: readonly PreparedRow[],
): { column: number; header: string; field: "built_surface" | "total_surface"; houses: number } | null {
  const column = loneSurfaceColumn(table.headers, mapping);
  const field = mapping[column];
  if (field !== "built_surface" && field !== "total_surface") return null;
  const houses = prepared.filter((r) => takesSurfaceAsMapped(r.listing.property_type)).length;
  return houses === 0 ? null : { column, header: table.headers[column], field, houses };
}
