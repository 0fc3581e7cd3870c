import { useId, useMemo, useState } from "react";
import { Link } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { Download } from "lucide-react";
import type { ImportPhoto } from "@domain/listing-imports/import-api";
import { IMPORT_API_LIMITS } from "@domain/listing-imports/import-limits";
import { IMPORT_OUTCOMES, type ImportOutcome, type ImportRowResult } from "@domain/listing-imports/import-contract";
import { OUTCOME_LABEL_TEXTS, outcomeCounts, photoSummary, reasonsText, reportCsv } from "@domain/listing-imports/import-report";
import { IMPORT_PAGE_TEXT as T } from "@domain/listing-imports/import-page-text";
import { useLang, useText } from "@web/lib/i18n/lang-context";
import { Button, buttonClasses } from "@web/components/ui/button";
import { cn } from "@web/lib/cn";
import { fetchImportPhotos } from "../api/listing-imports";
import { PAGE_SIZE, Pager } from "./pager";
import { PublishPanel } from "./publish-panel";
import { pagePath } from "@domain/pages/page-routes";

const TONES: Record<ImportOutcome, string> = {
  created: "bg-primary-50 text-primary-800",
  updated: "bg-sky-50 text-sky-800",
  skipped: "bg-slate-100 text-slate-700",
  failed: "bg-red-50 text-red-800",
};

/** Step 4: what happened to each row, the report as a CSV, the photos, and bulk publishing. */
export function ReportStep({ results, fileName, onRestart }: { results: ImportRowResult[]; fileName: string; onRestart: () => void }) {
  const headingId = useId();
  const t = useText();
  const lang = useLang();
  const plural = (o: ImportOutcome) => t(T.outcomes)[o];
  const counts = outcomeCounts(results);
  const [filter, setFilter] = useState<ImportOutcome | "all">("all");
  const [page, setPage] = useState(1);
  const rows = useMemo(() => (filter === "all" ? results : results.filter((r) => r.outcome === filter)), [results, filter]);
  const pages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const shown = rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const imported = useMemo(() => results.filter((r) => r.listing_id && r.outcome !== "failed").map((r) => r.listing_id!), [results]);
  const photos = usePhotoStatuses(imported);
  const download = () => {
    const csv = reportCsv(results, (id) => photoSummary(photos.data?.get(id), lang), lang);
    const url = URL.createObjectURL(new Blob([csv], { type: "text/csv;charset=utf-8" }));
    const a = document.createElement("a");
    a.href = url;
    a.download = `importacion-${fileName.replace(/\.[^.]+$/, "") || "propiedades"}.csv`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <section aria-labelledby={headingId} className="space-y-5">
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {t(T.reportTitle)}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t(T.reportIntro)}</p>
        <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {IMPORT_OUTCOMES.map((o) => (
            <div key={o} className="rounded-xl bg-slate-50 p-3">
              <dt className="text-xs text-slate-600">{plural(o)}</dt>
              <dd className={cn("mt-1 text-2xl font-semibold", o === "failed" && counts.failed ? "text-red-700" : "text-slate-900")}>{counts[o]}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-5 flex flex-col gap-3 sm:flex-row">
          <Button variant="outline" onClick={download}>
            <Download aria-hidden="true" className="size-4" />
            {t(T.downloadReport)}
          </Button>
          <Button variant="ghost" onClick={onRestart}>
            {t(T.importAnother)}
          </Button>
          <Link to={pagePath.dashboard} className={cn(buttonClasses("link", "md"), "sm:ml-auto")}>
            {t(T.goToMyProperties)}
          </Link>
        </div>
      </div>

      <PublishPanel ids={imported} />

      <div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 className="font-semibold text-slate-900">{t(T.rowDetail)}</h3>
          <label className="flex items-center gap-2 text-sm text-slate-700">
            {t(T.show)}
            <select
              value={filter}
              onChange={(e) => {
                setFilter(e.target.value as ImportOutcome | "all");
                setPage(1);
              }}
              className="h-11 rounded-lg border border-slate-300 bg-white px-3"
            >
              <option value="all">{t(T.allRows)(results.length)}</option>
              {IMPORT_OUTCOMES.map((o) => (
                <option key={o} value={o}>
                  {plural(o)} ({counts[o]})
                </option>
              ))}
            </select>
          </label>
        </div>
        <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {shown.map((r) => (
            <li key={r.row} className="grid gap-1 p-4 sm:grid-cols-[7rem_8rem_1fr] sm:gap-4" data-row={r.row}>
              <span className="text-sm font-medium text-slate-900">
                {t(T.row)(r.row)}
                <span className="block truncate font-normal text-slate-500">{r.source_id}</span>
              </span>
              <span>
                <span className={cn("inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold", TONES[r.outcome])}>
                  {OUTCOME_LABEL_TEXTS[lang][r.outcome]}
                </span>
              </span>
              <span className="text-sm text-slate-700">
                {reasonsText(r, lang) || (r.outcome === "skipped" ? t(T.unchangedRow) : t(T.savedAsDraft))}
                {r.listing_id && <PhotoLine summary={photoSummary(photos.data?.get(r.listing_id), lang)} />}
              </span>
            </li>
          ))}
        </ul>
        <Pager page={page} pages={pages} onPage={setPage} label={t(T.reportPages)} />
      </div>
    </section>
  );
}

/** A row's photos, said only when the row has some. */
function PhotoLine({ summary }: { summary: string }) {
  const t = useText();
  return summary ? <span className="mt-1 block text-xs text-slate-500">{t(T.photos)(summary)}</span> : null;
}

/**
 * The imported listings' photos, asked in chunks the endpoint takes, and again every few
 * seconds while some are still downloading. Without the endpoint the report just leaves
 * photos out.
 */
function usePhotoStatuses(ids: string[]) {
  return useQuery({
    queryKey: ["import-photos", ids],
    enabled: ids.length > 0,
    retry: false,
    queryFn: async ({ signal }) => {
      const map = new Map<string, ImportPhoto[]>();
      for (let i = 0; i < ids.length; i += IMPORT_API_LIMITS.photoStatusIdsMax) {
        const answer = await fetchImportPhotos(ids.slice(i, i + IMPORT_API_LIMITS.photoStatusIdsMax), signal);
        for (const item of answer.items) map.set(item.listing_id, item.photos);
      }
      return map;
    },
    refetchInterval: (query) => ([...(query.state.data?.values() ?? [])].some((ps) => ps.some((p) => p.status === "pendiente")) ? 5000 : false),
  });
}
