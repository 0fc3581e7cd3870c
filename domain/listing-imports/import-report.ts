import { countLabel } from "../format/number";
import type { ImportPhoto } from "./import-api";
import type { ImportOutcome, ImportRowResult } from "./import-contract";
import { IMPORT_FIELD_LABELS, isImportField } from "./import-fields";
import { toCsv } from "./csv-escape";

// The report at the end of an import: what happened to each row, on the page and as a CSV.
export const OUTCOME_LABELS: Record<ImportOutcome, string> = {
  created: "Creada",
  updated: "Actualizada",
  skipped: "Sin cambios",
  failed: "No importada",
};

/** A row's reasons in one line: "Precio: El precio debe estar…; Colonia: Elige…". */
export function reasonsText(result: Pick<ImportRowResult, "errors">): string {
  return result.errors
    .map((e) => {
      const field = e.field === "location_id" ? "colonia" : e.field;
      return field && isImportField(field) ? `${IMPORT_FIELD_LABELS[field]}: ${e.message}` : e.message;
    })
    .join("; ");
}

/** "2 de 3 listas, 1 fallida": a listing's photos as the worker fetched them; "" when it has none. */
export function photoSummary(photos: readonly Pick<ImportPhoto, "status">[] | undefined): string {
  if (!photos || photos.length === 0) return "";
  const n = (s: ImportPhoto["status"]) => photos.filter((p) => p.status === s).length;
  return [
    `${n("lista")} de ${countLabel(photos.length, "lista")}`,
    n("pendiente") && countLabel(n("pendiente"), "pendiente"),
    n("fallida") && countLabel(n("fallida"), "fallida"),
  ]
    .filter(Boolean)
    .join(", ");
}

/** Counts per outcome. */
export function outcomeCounts(results: readonly Pick<ImportRowResult, "outcome">[]): Record<ImportOutcome, number> {
  const counts: Record<ImportOutcome, number> = { created: 0, updated: 0, skipped: 0, failed: 0 };
  for (const r of results) counts[r.outcome] += 1;
  return counts;
}

/** The report as a CSV file's text (cells a spreadsheet would run as formulas escaped). */
export function reportCsv(results: readonly ImportRowResult[], photoText?: (listingId: string) => string): string {
  return toCsv([
    ["Fila", "ID", "Resultado", "Motivo", "Fotos"],
    ...results.map((r) => [r.row, r.source_id, OUTCOME_LABELS[r.outcome], reasonsText(r), r.listing_id && photoText ? photoText(r.listing_id) : ""]),
  ]);
}
