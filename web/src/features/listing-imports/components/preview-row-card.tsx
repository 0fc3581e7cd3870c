import { CircleAlert, Info } from "lucide-react";
import { loneSurfaceColumn, type ColumnMapping } from "@domain/listing-imports/column-guess";
import { IMPORT_FIELD_LABELS } from "@domain/listing-imports/import-fields";
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
  return (
    <li
      aria-labelledby={`${id}-t`}
      className={cn("rounded-xl border bg-white p-4", ok ? "border-slate-200" : "border-red-300")}
      data-row={row.prepared.row}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${id}-t`} className="font-semibold text-slate-900">
          Fila {row.prepared.row} <span className="font-normal text-slate-500">· ID {row.prepared.source_id}</span>
        </h3>
        <span className={cn("rounded-full px-2.5 py-0.5 text-xs font-semibold", ok ? "bg-primary-50 text-primary-800" : "bg-red-50 text-red-800")}>
          {ok ? "Lista" : row.problems.length === 1 ? "1 problema" : `${row.problems.length} problemas`}
        </span>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 sm:gap-x-6 lg:grid-cols-3">
        {mapping.map((field, column) => {
          const messages = byColumn.get(column);
          // The id is in the row's heading; the description's problem is listed below.
          if (!field || field === "description" || (field === "source_id" && !messages)) return null;
          const value = (cells[column] ?? "").trim();
          const errorId = `${id}-c${column}`;
          return (
            <div key={column} className="min-w-0">
              <dt className="text-xs text-slate-500">
                {IMPORT_FIELD_LABELS[column === surfaceColumn && isSurface(field) ? surfaceFieldFor(row.listing.property_type, field) : field]}
              </dt>
              <dd
                className={cn("truncate text-sm", messages ? "font-medium text-red-800" : "text-slate-900")}
                aria-invalid={messages ? true : undefined}
                aria-describedby={messages ? errorId : undefined}
                title={value}
              >
                {value || <span className="text-slate-400">Vacío</span>}
              </dd>
              {messages && (
                <p id={errorId} className="mt-0.5 flex gap-1 text-xs text-red-700">
                  <CircleAlert aria-hidden="true" className="mt-0.5 size-3 shrink-0" />
                  {messages.join(" ")}
                </p>
              )}
            </div>
          );
        })}
      </dl>
      {(byColumn.has(mapping.indexOf("description")) || loose.length > 0) && (
        <ul className="mt-3 space-y-1 text-sm text-red-700">
          {[...(byColumn.get(mapping.indexOf("description")) ?? []).map((m) => ({ field: "description", message: m })), ...loose].map((p, i) => (
            <li key={i} className="flex gap-1.5">
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                {p.field && p.field in IMPORT_FIELD_LABELS ? (
                  <strong>{IMPORT_FIELD_LABELS[p.field as keyof typeof IMPORT_FIELD_LABELS]}: </strong>
                ) : null}
                {p.message}
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
              {n.message}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

const isSurface = (field: string): field is "built_surface" | "total_surface" => field === "built_surface" || field === "total_surface";
