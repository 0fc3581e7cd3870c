import { useId } from "react";
import { CircleAlert } from "lucide-react";
import { isRepeatable, loneSurfaceColumn, type ColumnMapping } from "@domain/listing-imports/column-guess";
import { IMPORT_FIELD_LABEL_TEXTS, IMPORT_FIELDS, isImportField } from "@domain/listing-imports/import-fields";
import { IMPORT_FILE_TEXTS } from "@domain/listing-imports/import-file-messages";
import { IMPORT_PAGE_TEXT as T } from "@domain/listing-imports/import-page-text";
import { useLang, useText } from "@web/lib/i18n/lang-context";
import type { ImportTable } from "@domain/listing-imports/read-import-file";
import { Button } from "@web/components/ui/button";
import { inputClasses } from "@web/components/ui/input";
import { cn } from "@web/lib/cn";

type Props = {
  table: ImportTable;
  fileName: string;
  mapping: ColumnMapping;
  onChange: (m: ColumnMapping) => void;
  onBack: () => void;
  onNext: () => void;
};

/** The first values of a column, to recognise it. */
function sample(table: ImportTable, column: number): string {
  const values: string[] = [];
  for (const row of table.rows) {
    const v = (row[column] ?? "").trim();
    if (v) values.push(v.length > 40 ? `${v.slice(0, 40)}…` : v);
    if (values.length === 2) break;
  }
  return values.join(" · ");
}

/**
 * Step 2: which listing field each column fills, guessed from the headers (or remembered
 * from the last import of this kind), and the row the headers were found on. A field goes
 * to one column (choosing it for another leaves the first one ignored), except photos and
 * amenities, which several columns may fill. A column left on "No importar" is marked,
 * with why, so nothing is dropped without the agent seeing it.
 */
export function MappingStep({ table, fileName, mapping, onChange, onBack, onNext }: Props) {
  const headingId = useId();
  const t = useText();
  const lang = useLang();
  const M = IMPORT_FILE_TEXTS[lang];
  const labels = IMPORT_FIELD_LABEL_TEXTS[lang];
  const set = (column: number, value: string) => {
    const field = isImportField(value) ? value : null;
    onChange(mapping.map((f, i) => (i === column ? field : field !== null && f === field && !isRepeatable(field) ? null : f)));
  };
  const surfaceColumn = loneSurfaceColumn(table.headers, mapping);
  const mapped = mapping.filter(Boolean).length;
  const ignored = table.headers.length - mapped;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t(T.mappingTitle)}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t(T.mappingIntro)(fileName, table.rows.length)}</p>
      {table.headerRow !== undefined && (
        <p className="mt-2 text-sm font-medium text-slate-800" data-testid="header-row">
          {M.headerRow(table.headerRow)}
        </p>
      )}
      {ignored > 0 && (
        <p className="mt-3 flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {M.columnsIgnored(ignored)}
        </p>
      )}
      <ul className="mt-5 divide-y divide-slate-200 border-y border-slate-200">
        {table.headers.map((header, i) => {
          const selectId = `${headingId}-c${i}`;
          const hintId = `${selectId}-hint`;
          const skipped = !mapping[i];
          return (
            <li
              key={i}
              data-ignored={skipped || undefined}
              className={cn(
                "grid gap-2 py-3 sm:grid-cols-[1fr_16rem] sm:items-center sm:gap-6",
                skipped && "-mx-3 border-l-4 border-amber-400 bg-amber-50 pr-3 pl-2 sm:-mx-4 sm:pr-4 sm:pl-3",
              )}
            >
              <div className="min-w-0">
                {/* The file's own header and cells, in the agency's words: never translated. */}
                <label htmlFor={selectId} className="font-medium text-slate-900" translate={header ? "no" : undefined}>
                  {header || M.unnamedColumn(i + 1)}
                </label>
                <p className="truncate text-sm text-slate-500">{sample(table, i) || t(T.noData)}</p>
                {i === surfaceColumn && <p className="mt-1 text-sm text-slate-700">{M.surfaceHint}</p>}
                {skipped && (
                  <p id={hintId} className="mt-1 flex items-start gap-1.5 text-sm font-medium text-amber-900">
                    <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                    {M.columnIgnored}
                  </p>
                )}
              </div>
              <select
                id={selectId}
                value={mapping[i] ?? ""}
                aria-describedby={skipped ? hintId : undefined}
                onChange={(e) => set(i, e.target.value)}
                className={cn(inputClasses, "h-11", mapping[i] ? "text-slate-900" : "text-slate-700")}
              >
                <option value="">{t(T.doNotImport)}</option>
                {IMPORT_FIELDS.map((f) => (
                  <option key={f} value={f}>
                    {labels[f]}
                  </option>
                ))}
              </select>
            </li>
          );
        })}
      </ul>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Button variant="outline" onClick={onBack}>
          {t(T.chooseAnotherFile)}
        </Button>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
          <p className="text-sm text-slate-600">{t(T.mapped)(mapped, table.headers.length)}</p>
          <Button onClick={onNext} disabled={mapped === 0}>
            {t(T.reviewRows)(table.rows.length)}
          </Button>
        </div>
      </div>
    </section>
  );
}
