import type { ZodError } from "zod";
import { listingDraftSchema, listingSchema, type ListingDraft } from "../listings/listing-schema";
import type { ImportRow, ImportRowError } from "./import-contract";
import { IMPORT_MESSAGES } from "./import-messages";

export type CheckedRow = { ok: true; draft: ListingDraft } | { ok: false; errors: ImportRowError[] };

// A row's listing as the publish form would take it: each field on its own
// (listingDraftSchema: unknown keys are refused), then the complete listing with the rules
// between fields (listingSchema). Photos are not asked for here: they arrive by URL later.
// What is stored is the complete listing with the schema's defaults, so the form opens it
// filled in.
export function checkImportRow(listing: Record<string, unknown>): CheckedRow {
  const fields = listingDraftSchema.safeParse(listing);
  if (!fields.success) return { ok: false, errors: rowErrors(fields.error) };
  const complete = listingSchema.safeParse(fields.data);
  if (!complete.success) return { ok: false, errors: rowErrors(complete.error) };
  return { ok: true, draft: complete.data };
}

// One entry per field and message, in the order zod found them; an issue about the listing
// as a whole (unknown keys) has no field.
export function rowErrors(error: ZodError): ImportRowError[] {
  const seen = new Set<string>();
  const errors: ImportRowError[] = [];
  for (const issue of error.issues) {
    const field = issue.path.length ? String(issue.path[0]) : null;
    const key = `${field}\u0000${issue.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    errors.push({ field, message: issue.message });
  }
  return errors;
}

// Rows whose source id an earlier row of the same file (or request) already used: the
// later one fails, the first one is imported. Keyed by the row's index in `rows`.
export function duplicateSourceIds(rows: readonly Pick<ImportRow, "row" | "source_id">[]): Map<number, ImportRowError> {
  const first = new Map<string, number>();
  const duplicates = new Map<number, ImportRowError>();
  rows.forEach((r, i) => {
    const earlier = first.get(r.source_id);
    if (earlier === undefined) first.set(r.source_id, r.row);
    else duplicates.set(i, { field: "source_id", message: IMPORT_MESSAGES.duplicateSourceId(earlier) });
  });
  return duplicates;
}

// The same listing written the same way: keys in a fixed order, so a stored draft read
// back from JSON compares equal to the row that made it.
export function sameDraft(a: ListingDraft | null | undefined, b: ListingDraft): boolean {
  return canonical(a ?? {}) === canonical(b);
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}
