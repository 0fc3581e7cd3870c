import { useId, useMemo, useState } from "react";
import { CircleAlert, MapPin, RotateCw } from "lucide-react";
import { IMPORT_LIMITS } from "@domain/listing-imports/import-contract";
import { IMPORT_FIELD_LABEL_TEXTS } from "@domain/listing-imports/import-fields";
import { IMPORT_FILE_TEXTS } from "@domain/listing-imports/import-file-messages";
import { IMPORT_PAGE_TEXT as T } from "@domain/listing-imports/import-page-text";
import { useLang, useText } from "@web/lib/i18n/lang-context";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { inputClasses } from "@web/components/ui/input";
import { cn } from "@web/lib/cn";
import type { ListingImport } from "../hooks/use-listing-import";
import type { PlaceState } from "../preview";
import { PAGE_SIZE, Pager } from "./pager";
import { PreviewRowCard } from "./preview-row-card";

/**
 * Step 3: every row checked as the worker will check it, places to choose where the file's
 * colonia was not found, and the import itself with its progress.
 */
export function PreviewStep({ imp }: { imp: ListingImport }) {
  const headingId = useId();
  const [onlyProblems, setOnlyProblems] = useState(false);
  const t = useText();
  const M = IMPORT_FILE_TEXTS[useLang()];
  const [page, setPage] = useState(1);
  const rows = useMemo(
    () => (onlyProblems ? (imp.preview ?? []).filter((r) => r.problems.length > 0) : (imp.preview ?? [])),
    [imp.preview, onlyProblems],
  );
  if (!imp.table) return null;
  if (!imp.preview) return <PreviewSkeleton />;
  const withProblems = imp.preview.length - imp.ready.length;
  const pages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const shown = rows.slice((Math.min(page, pages) - 1) * PAGE_SIZE, Math.min(page, pages) * PAGE_SIZE);
  const toChoose = [...imp.places.entries()].filter((e): e is [string, Extract<PlaceState, { status: "choose" }>] => e[1].status === "choose");
  const total = imp.ready.length;
  const busy = imp.sending || imp.checking;
  return (
    <section aria-labelledby={headingId} className="space-y-5">
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {t(T.previewTitle)}
        </h2>
        {(imp.table.headerRow !== undefined || imp.ignored.length > 0) && (
          <div className="mt-2 space-y-1 text-sm text-slate-700">
            {imp.table.headerRow !== undefined && <p>{M.headerRow(imp.table.headerRow)}</p>}
            {imp.ignored.length > 0 && (
              <p className="flex items-start gap-1.5" data-testid="ignored-columns">
                <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
                {M.ignoredList(imp.ignored)}
              </p>
            )}
          </div>
        )}
        <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
          <Tile label={t(T.rowsInFile)} value={imp.preview.length} />
          <Tile label={t(T.readyToImport)} value={total} tone="ok" />
          <Tile label={t(T.withProblems)} value={withProblems} tone={withProblems ? "bad" : undefined} />
        </dl>
        {withProblems > 0 && (
          <p className="mt-4 flex gap-2 text-sm text-slate-700">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-700" />
            {t(T.problemsNote)}
          </p>
        )}
        <ImportAction imp={imp} total={total} busy={busy} />
      </div>

      {imp.surface && <HouseSurface imp={imp} surface={imp.surface} disabled={busy || imp.sent > 0} />}

      {toChoose.length > 0 && (
        <div className="rounded-2xl border border-amber-300 bg-amber-50 p-5 sm:p-6">
          <h3 className="flex items-center gap-2 font-semibold text-slate-900">
            <MapPin aria-hidden="true" className="size-5 text-accent-700" />
            {t(T.coloniasToConfirm)}
          </h3>
          <p className="mt-1 text-sm text-slate-700">{t(T.coloniasNote)}</p>
          <ul className="mt-4 space-y-3">
            {toChoose.map(([key, state]) => (
              <PlaceChoice
                key={key}
                placeKey={key}
                text={placeLabel(imp, key, t(T.placeRows))}
                state={state}
                onChoose={imp.choosePlace}
                disabled={busy}
              />
            ))}
          </ul>
        </div>
      )}

      <div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 className="font-semibold text-slate-900">{t(T.rowsHeading)}</h3>
          <label className="flex min-h-11 items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              className="size-4 accent-primary-700"
              checked={onlyProblems}
              onChange={(e) => {
                setOnlyProblems(e.target.checked);
                setPage(1);
              }}
            />
            {t(T.onlyProblems)}
          </label>
        </div>
        {imp.checking && (
          <p className="mt-2 text-sm text-slate-600" role="status">
            {t(T.checkingRows)}
          </p>
        )}
        {shown.length === 0 ? (
          <p className="mt-3 rounded-xl border border-dashed border-slate-300 bg-slate-50 p-6 text-center text-slate-700">{t(T.noProblems)}</p>
        ) : (
          <ul className="mt-3 space-y-3">
            {shown.map((row) => (
              <PreviewRowCard key={row.prepared.row} row={row} table={imp.table!} mapping={imp.mapping} />
            ))}
          </ul>
        )}
        <Pager page={Math.min(page, pages)} pages={pages} onPage={setPage} label={t(T.rowPages)} />
      </div>
    </section>
  );
}

/** What casas take the file's lone surface as, switchable for the whole column. */
function HouseSurface({ imp, surface, disabled }: { imp: ListingImport; surface: NonNullable<ListingImport["surface"]>; disabled: boolean }) {
  const headingId = useId();
  const lang = useLang();
  const M = IMPORT_FILE_TEXTS[lang];
  return (
    <fieldset aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h3 id={headingId} className="font-semibold text-slate-900">
        {M.surfaceHeading(surface.header)}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{M.surfaceByType}</p>
      <p className="mt-3 text-sm font-medium text-slate-900">{M.surfaceHouses(surface.houses)}</p>
      <div className="mt-2 flex flex-col gap-1 sm:flex-row sm:gap-6">
        {(["built_surface", "total_surface"] as const).map((field) => (
          <label key={field} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name={`${headingId}-casas`}
              className="size-4 accent-primary-700"
              checked={surface.field === field}
              disabled={disabled}
              onChange={() => void imp.setHouseSurface(surface.column, field)}
            />
            {IMPORT_FIELD_LABEL_TEXTS[lang][field]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function placeLabel(imp: ListingImport, key: string, withRows: (place: string, rows: number) => string): string {
  const row = imp.preview?.find((r) => r.placeKey === key);
  const place = row?.prepared.place;
  const count = imp.preview?.filter((r) => r.placeKey === key).length ?? 0;
  return withRows([place?.colonia, place?.alcaldia].filter(Boolean).join(", "), count);
}

function PlaceChoice({
  placeKey,
  text,
  state,
  onChoose,
  disabled,
}: {
  placeKey: string;
  text: string;
  state: Extract<PlaceState, { status: "choose" }>;
  onChoose: ListingImport["choosePlace"];
  disabled: boolean;
}) {
  const id = useId();
  const t = useText();
  return (
    <li className="grid gap-2 sm:grid-cols-[1fr_18rem] sm:items-center sm:gap-6">
      <label htmlFor={id} className="text-sm font-medium text-slate-900">
        {text}
      </label>
      {state.options.length === 0 ? (
        <p className="text-sm text-slate-700">{t(T.noMatches)}</p>
      ) : (
        <select
          id={id}
          defaultValue=""
          disabled={disabled}
          className={cn(inputClasses, "h-11 bg-white")}
          onChange={(e) => {
            const option = state.options.find((o) => o.id === e.target.value);
            if (option) onChoose(placeKey, option);
          }}
        >
          <option value="" disabled>
            {t(T.chooseColonia)}
          </option>
          {state.options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}, {o.context}
            </option>
          ))}
        </select>
      )}
    </li>
  );
}

function ImportAction({ imp, total, busy }: { imp: ListingImport; total: number; busy: boolean }) {
  const percent = total === 0 ? 0 : Math.round((imp.sent / total) * 100);
  const started = imp.sending || imp.sent > 0 || imp.sendError;
  const t = useText();
  return (
    <div className="mt-6 border-t border-slate-200 pt-5">
      {started && (
        <div className="mb-4">
          <div className="flex justify-between text-sm text-slate-700">
            <span id="import-progress-label">{t(T.importing)(total)}</span>
            <span>{t(T.progress)(imp.sent, total)}</span>
          </div>
          <div
            role="progressbar"
            aria-labelledby="import-progress-label"
            aria-valuemin={0}
            aria-valuemax={total}
            aria-valuenow={imp.sent}
            className="mt-2 h-2.5 overflow-hidden rounded-full bg-slate-200"
          >
            <div className="h-full rounded-full bg-primary-700 transition-[width]" style={{ width: `${percent}%` }} />
          </div>
        </div>
      )}
      {imp.sendError && (
        <p role="alert" className="mb-4 text-sm font-medium text-red-700">
          {t(T.stoppedAt)(imp.sent + 1, imp.sendError)}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="outline" onClick={() => imp.setStep("mapping")} disabled={busy || imp.sent > 0}>
          {t(T.changeColumns)}
        </Button>
        {imp.sendError ? (
          <Button onClick={() => void imp.runImport()} busy={imp.sending}>
            <RotateCw aria-hidden="true" className="size-4" />
            {t(T.retry)}
          </Button>
        ) : (
          <Button onClick={() => void imp.runImport()} busy={imp.sending} disabled={total === 0 || imp.checking}>
            {t(T.importAsDrafts)(total)}
          </Button>
        )}
      </div>
      <p className="mt-3 text-xs text-slate-500">{t(T.sentInBlocks)(IMPORT_LIMITS.rowsPerRequest)}</p>
    </div>
  );
}

function Tile({ label, value, tone }: { label: string; value: number; tone?: "ok" | "bad" }) {
  return (
    <div className="rounded-xl bg-slate-50 p-3">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className={cn("mt-1 text-2xl font-semibold", tone === "ok" ? "text-primary-800" : tone === "bad" ? "text-red-700" : "text-slate-900")}>
        {value}
      </dd>
    </div>
  );
}

function PreviewSkeleton() {
  const t = useText();
  return (
    <div className="space-y-3" aria-busy="true">
      <p role="status" className="sr-only">
        {t(T.checkingRowsAndPlaces)}
      </p>
      <Skeleton className="h-44 w-full rounded-2xl" />
      <Skeleton className="h-28 w-full rounded-xl" />
      <Skeleton className="h-28 w-full rounded-xl" />
    </div>
  );
}
