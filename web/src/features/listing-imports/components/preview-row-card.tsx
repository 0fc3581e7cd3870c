import { CircleAlert, Info } from "lucide-react";
import { loneSurfaceColumn, type ColumnMapping } from "@domain/listing-imports/column-guess";
import { IMPORT_FIELD_LABEL_TEXTS } from "@domain/listing-imports/import-fields";
import { IMPORT_PAGE_TEXT as T } from "@domain/listing-imports/import-page-text";
import { useLang, useText } from "@web/lib/i18n/lang-context";
import { useMessageIn } from "@web/lib/i18n/use-message-in";
import type { ImportTable } from "@domain/listing-imports/read-import-file";
import { surfaceFieldFor } from "@domain/listing-imports/row-to-listing";
import { cn } from "@web/lib/cn";
import { columnForField, type PreviewRow } from "../preview";

type Props = { row: PreviewRow; table: ImportTable; mapping: ColumnMapping };

/**
 * One row of the preview: each mapped cell as written, a cell with a problem marked and its
 * message under it (tied to it for screen readers), and the problems of fields the file has
 * no column for listed at the end.
 */
export function PreviewRowCard({ row, table, mapping }: Props) {
  const cells = table.rows[row.index] ?? [];
  const t = useText();
  const labels = IMPORT_FIELD_LABEL_TEXTS[useLang()];
  // The rows are checked here, in the schemas' Spanish: each message in the page's language.
  const messageIn = useMessageIn();
  const byColumn = new Map<number, string[]>();
  const loose: { field: string | null; message: string }[] = [];
  for (const p of row.problems) {
    const column = columnForField(p.field, mapping);
    if (column === -1) loose.push(p);
    else byColumn.set(column, [...(byColumn.get(column) ?? []), p.message]);
  }
  const ok = row.problems.length === 0;
  // The file's lone surface is named by where it went for this row's type.
  const surfaceColumn = loneSurfaceColumn(table.headers, mapping);
  const id = `fila-${row.prepared.row}`;
  const longTextProblems = LONG_TEXT_FIELDS.flatMap((field) => (byColumn.get(mapping.indexOf(field)) ?? []).map((message) => ({ field, message })));
  return (
    <li
      aria-labelledby={`${id}-t`}
      className={cn("rounded-xl border bg-white p-4", ok ? "border-slate-200" : "border-red-300")}
      data-row={row.prepared.row}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${id}-t`} className="font-semibold text-slate-900">
          {t(T.row)(row.prepared.row)} <span className="font-normal text-slate-500">· ID {row.prepared.source_id}</span>
        </h3>
        <span className={cn("rounded-full px-2.5 py-0.5 text-xs font-semibold", ok ? "bg-primary-50 text-primary-800" : "bg-red-50 text-red-800")}>
          {ok ? t(T.rowReady) : t(T.problems)(row.problems.length)}
        </span>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 sm:gap-x-6 lg:grid-cols-3">
        {mapping.map((field, column) => {
          const messages = byColumn.get(column);
          // The id is in the row's heading; the descriptions' problems are listed below.
          if (!field || isLongText(field) || (field === "source_id" && !messages)) return null;
          const value = (cells[column] ?? "").trim();
          const errorId = `${id}-c${column}`;
          return (
            <div key={column} className="min-w-0">
              <dt className="text-xs text-slate-500">
                {labels[column === surfaceColumn && isSurface(field) ? surfaceFieldFor(row.listing.property_type, field) : field]}
              </dt>
              <dd
                className={cn("truncate text-sm", messages ? "font-medium text-red-800" : "text-slate-900")}
                aria-invalid={messages ? true : undefined}
                aria-describedby={messages ? errorId : undefined}
                title={value}
              >
                {value || <span className="text-slate-400">{t(T.empty)}</span>}
              </dd>
              {messages && (
                <p id={errorId} className="mt-0.5 flex gap-1 text-xs text-red-700">
                  <CircleAlert aria-hidden="true" className="mt-0.5 size-3 shrink-0" />
                  {messages.map((m) => messageIn(m)).join(" ")}
                </p>
              )}
            </div>
          );
        })}
      </dl>
      {(longTextProblems.length > 0 || loose.length > 0) && (
        <ul className="mt-3 space-y-1 text-sm text-red-700">
          {[...longTextProblems, ...loose].map((p, i) => (
            <li key={i} className="flex gap-1.5">
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                {p.field && p.field in labels ? <strong>{labels[p.field as keyof typeof labels]}: </strong> : null}
                {messageIn(p.message)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {row.notes.length > 0 && (
        <ul className="mt-2 space-y-1 text-xs text-slate-600">
          {row.notes.map((n, i) => (
            <li key={i} className="flex gap-1.5">
              <Info aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
              {messageIn(n.message)}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

// A description is too long for the grid: its problem is listed under it.
const LONG_TEXT_FIELDS = ["description", "description_en"] as const;
const isLongText = (field: string) => (LONG_TEXT_FIELDS as readonly string[]).includes(field);

const isSurface = (field: string): field is "built_surface" | "total_surface" => field === "built_surface" || field === "total_surface";
