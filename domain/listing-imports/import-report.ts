import { countLabel } from "../format/number";
import type { Bilingual } from "../i18n/bilingual";
import type { Lang } from "../i18n/lang";
import type { ImportPhoto } from "./import-api";
import type { ImportOutcome, ImportRowResult } from "./import-contract";
import { IMPORT_FIELD_LABEL_TEXTS, isImportField } from "./import-fields";
import { toCsv } from "./csv-escape";

// The report at the end of an import: what happened to each row, on the page and as a CSV.
export const OUTCOME_LABELS: Record<ImportOutcome, string> = {
  created: "Creada",
  updated: "Actualizada",
  skipped: "Sin cambios",
  failed: "No importada",
};
export const OUTCOME_LABEL_TEXTS: Bilingual<Record<ImportOutcome, string>> = {
  es: OUTCOME_LABELS,
  en: { created: "Created", updated: "Updated", skipped: "Unchanged", failed: "Not imported" },
};

/** The report CSV's header row. */
const REPORT_HEADERS: Bilingual<string[]> = { es: ["Fila", "ID", "Resultado", "Motivo", "Fotos"], en: ["Row", "ID", "Result", "Reason", "Photos"] };

/** "2 de 3 listas, 1 pendiente, 1 fallida" in each language. */
const PHOTO_COUNTS: Bilingual<{ ready: (n: number, of: number) => string; pending: (n: number) => string; failed: (n: number) => string }> = {
  es: { ready: (n, of) => `${n} de ${countLabel(of, "lista")}`, pending: (n) => countLabel(n, "pendiente"), failed: (n) => countLabel(n, "fallida") },
  en: { ready: (n, of) => `${n} of ${of} ready`, pending: (n) => `${n} pending`, failed: (n) => `${n} failed` },
};

/** A row's reasons in one line: "Precio: El precio debe estar…; Colonia: Elige…" (the worker wrote them in `lang`). */
export function reasonsText(result: Pick<ImportRowResult, "errors">, lang: Lang = "es"): string {
  return result.errors
    .map((e) => {
      const field = e.field === "location_id" ? "colonia" : e.field;
      return field && isImportField(field) ? `${IMPORT_FIELD_LABEL_TEXTS[lang][field]}: ${e.message}` : e.message;
    })
    .join("; ");
}

/** "2 de 3 listas, 1 fallida": a listing's photos as the worker fetched them; "" when it has none. */
export function photoSummary(photos: readonly Pick<ImportPhoto, "status">[] | undefined, lang: Lang = "es"): string {
  if (!photos || photos.length === 0) return "";
  const n = (s: ImportPhoto["status"]) => photos.filter((p) => p.status === s).length;
  const say = PHOTO_COUNTS[lang];
  return [say.ready(n("lista"), photos.length), n("pendiente") && say.pending(n("pendiente")), n("fallida") && say.failed(n("fallida"))]
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
export function reportCsv(results: readonly ImportRowResult[], photoText?: (listingId: string) => string, lang: Lang = "es"): string {
  return toCsv([
    REPORT_HEADERS[lang],
    ...results.map((r) => [
      r.row,
      r.source_id,
      OUTCOME_LABEL_TEXTS[lang][r.outcome],
      reasonsText(r, lang),
      r.listing_id && photoText ? photoText(r.listing_id) : "",
    ]),
  ]);
}
