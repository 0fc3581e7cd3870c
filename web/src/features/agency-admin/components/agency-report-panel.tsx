import { Download } from "lucide-react";
import { LISTING_STATUS_LABELS, LISTING_STATUS_NAMES } from "@domain/listings/listing-status";
import { AGENCY_ADMIN_TEXT as T } from "@domain/agencies/agency-admin-text";
import { REPORT_TEXT, REPORT_TEXT_EN, reportCsv, reportFileName, reportPeriod, type ReportCounts } from "@domain/agencies/agency-report";
import { formatNumber } from "@domain/format/number";
import { pageHref } from "@domain/pages/page-routes";
import { Button } from "@web/components/ui/button";
import { Skeleton, SkeletonStatus } from "@web/components/ui/skeleton";
import { failureText } from "@web/lib/api-client";
import { useLang } from "@web/lib/i18n/lang-context";
import { useAgencyReport, useMyAgency } from "../hooks/use-agency-admin";
import { ReportChart } from "./report-chart";

const th = "px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase";
const td = "px-3 py-2 text-sm text-slate-800";
const num = "px-3 py-2 text-right text-sm tabular-nums text-slate-800";

/** "Reportes": listings by status, and views, saves and leads per listing and per agent over the last 30 days, with a chart and a CSV. */
export function AgencyReportPanel() {
  const lang = useLang();
  const R = lang === "es" ? REPORT_TEXT : REPORT_TEXT_EN;
  const statusLabels = LISTING_STATUS_NAMES[lang];
  const agency = useMyAgency();
  const report = useAgencyReport(agency.data?.slug);
  const error = agency.error ?? report.error;

  if (error) {
    return (
      <div role="alert" className="mt-6 rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
        <p>
          {R.failed} {failureText(error)}
        </p>
        <Button variant="outline" className="mt-3" onClick={() => (agency.error ? agency.refetch() : report.refetch())}>
          {T.retry[lang]}
        </Button>
      </div>
    );
  }
  if (!report.data || !agency.data) {
    return (
      <div className="mt-6 space-y-4" aria-busy="true">
        <SkeletonStatus label={T.loadingReport[lang]} />
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-44 w-full rounded-xl" />
        <Skeleton className="h-64 w-full rounded-xl" />
      </div>
    );
  }
  const r = report.data;
  const slug = agency.data.slug;
  // The CSV stays in Spanish: its columns are the file's own, as Excel in Spanish reads them.
  const download = () => {
    const blob = new Blob([reportCsv(r, (s) => LISTING_STATUS_LABELS[s])], { type: "text/csv;charset=utf-8" });
    const url = URL.createObjectURL(blob);
    const link = document.createElement("a");
    link.href = url;
    link.download = reportFileName(slug, r);
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <div className="mt-6 space-y-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold text-slate-900">{R.title}</h2>
          <p className="text-sm text-slate-600">{T.windowOf[lang](R.window, reportPeriod(r, lang))}</p>
        </div>
        <Button variant="outline" onClick={download}>
          <Download aria-hidden="true" className="size-4" />
          {R.download}
        </Button>
      </div>

      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {(
          [
            [T.views[lang], r.totals.views],
            [T.saves[lang], r.totals.saves],
            [T.leads[lang], r.totals.leads],
            [T.properties[lang], r.by_status.reduce((n, s) => n + s.count, 0)],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="rounded-xl border border-slate-200 bg-white p-4">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums">{formatNumber(value)}</dd>
          </div>
        ))}
      </dl>

      <section aria-labelledby="por-estado">
        <h3 id="por-estado" className="font-semibold text-slate-900">
          {T.byStatus[lang]}
        </h3>
        <ul className="mt-2 flex flex-wrap gap-2">
          {r.by_status.map((s) => (
            <li key={s.status} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
              {`${statusLabels[s.status]}: ${formatNumber(s.count)}`}
            </li>
          ))}
        </ul>
      </section>

      {r.totals.views + r.totals.saves + r.totals.leads === 0 ? <p className="text-slate-600">{R.empty}</p> : <ReportChart report={r} />}

      <CountsTable
        caption={T.byAgent[lang]}
        first={T.agent[lang]}
        rows={r.agents.map((a) => ({ ...a, key: a.id, extra: formatNumber(a.listing_count) }))}
        extra={T.properties[lang]}
      />
      <CountsTable
        caption={T.byListing[lang]}
        note={r.listing_total > r.listings.length ? R.listingsCapped(r.listings.length, r.listing_total) : undefined}
        first={T.listing[lang]}
        rows={r.listings.map((l) => ({
          ...l,
          key: l.id,
          name: l.title,
          href: l.status === "publicada" ? pageHref.property(l.id) : undefined,
          extra: statusLabels[l.status],
        }))}
        extra={T.status[lang]}
      />
    </div>
  );
}

type Row = ReportCounts & { key: string; name: string; extra: string; href?: string };

function CountsTable({ caption, note, first, extra, rows }: { caption: string; note?: string; first: string; extra: string; rows: Row[] }) {
  const lang = useLang();
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full min-w-[32rem]">
        <caption className="px-3 pt-3 text-left font-semibold text-slate-900">
          {caption}
          {note && <span className="mt-0.5 block text-sm font-normal text-slate-600">{note}</span>}
        </caption>
        <thead>
          <tr className="border-b border-slate-200">
            <th scope="col" className={th}>
              {first}
            </th>
            <th scope="col" className={th}>
              {extra}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {T.views[lang]}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {T.saves[lang]}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {T.leads[lang]}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b border-slate-100 last:border-0">
              <th scope="row" className={`${td} max-w-xs truncate text-left font-medium`}>
                {row.href ? (
                  <a href={row.href} className="text-primary-700 hover:underline">
                    {row.name}
                  </a>
                ) : (
                  row.name
                )}
              </th>
              <td className={td}>{row.extra}</td>
              <td className={num}>{formatNumber(row.views)}</td>
              <td className={num}>{formatNumber(row.saves)}</td>
              <td className={num}>{formatNumber(row.leads)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
