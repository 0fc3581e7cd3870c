import { reportDayLabel, type AgencyReport } from "@domain/agencies/agency-report";
import { AGENCY_ADMIN_TEXT as T } from "@domain/agencies/agency-admin-text";
import { useLang } from "@web/lib/i18n/lang-context";

const W = 600;
const H = 160;
const PAD = { top: 12, right: 8, bottom: 4, left: 8 };

/**
 * Views per day over the window as bars, with saves and leads as a line each: an inline SVG
 * (no chart library). The table below says the same numbers for screen readers, so the
 * chart is an image with a summary.
 */
export function ReportChart({ report }: { report: AgencyReport }) {
  const lang = useLang();
  const dayLabel = (day: string) => reportDayLabel(day, Date.now(), lang);
  const days = report.daily;
  const max = Math.max(1, ...days.map((d) => Math.max(d.views, d.saves, d.leads)));
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const step = innerW / days.length;
  const y = (n: number) => PAD.top + innerH - (n / max) * innerH;
  const line = (key: "saves" | "leads") =>
    days.map((d, i) => `${i ? "L" : "M"}${(PAD.left + step * (i + 0.5)).toFixed(1)},${y(d[key]).toFixed(1)}`).join(" ");
  const summary = T.chartSummary[lang](days.length, report.totals.views, report.totals.saves, report.totals.leads);

  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={summary} className="h-auto w-full">
        <line x1={PAD.left} x2={W - PAD.right} y1={PAD.top + innerH} y2={PAD.top + innerH} className="stroke-slate-300" />
        {days.map((d, i) => (
          <rect
            key={d.day}
            x={PAD.left + step * i + step * 0.15}
            width={step * 0.7}
            y={y(d.views)}
            height={PAD.top + innerH - y(d.views)}
            rx={2}
            className="fill-primary-600/70"
          >
            <title>{T.chartDay[lang](dayLabel(d.day), d.views, d.saves, d.leads)}</title>
          </rect>
        ))}
        <path d={line("saves")} fill="none" strokeWidth={2} className="stroke-accent-700" />
        <path d={line("leads")} fill="none" strokeWidth={2} strokeDasharray="4 3" className="stroke-slate-800" />
      </svg>
      {/* The window's ends, in HTML so they keep the page's text size at any chart width. */}
      <p className="mt-1 flex justify-between text-xs text-slate-600">
        <span>{dayLabel(report.from)}</span>
        <span>{dayLabel(report.to)}</span>
      </p>
      <figcaption className="mt-2 flex flex-wrap gap-4 text-sm text-slate-700">
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-primary-600/70" /> {T.views[lang]}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block h-0.5 w-4 bg-accent-700" /> {T.saves[lang]}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block h-0.5 w-4 border-t-2 border-dashed border-slate-800" /> {T.leads[lang]}
        </span>
      </figcaption>
    </figure>
  );
}
