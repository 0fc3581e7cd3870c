import { formatDateRange, formatDayMonth } from "../format/date";
import { formatNumber } from "../format/number";
import type { ListingStatus } from "../listings/listing-status";
import type { TextsLike } from "../i18n/bilingual";
import type { Lang } from "../i18n/lang";

// The agency owner's report ("Reportes" in the dashboard): its listings by status, and
// views, saves and leads per listing and per agent over the last REPORT_DAYS days. Views
// come from listing_daily_stats, saves from favourite rows, leads from property_leads
// (each by its created_at), all on Mexico City's calendar.
export const REPORT_DAYS = 30;
/** The listings the report lists one by one, the most viewed first; the per-agent and status figures count them all. */
export const REPORT_LISTINGS_MAX = 500;

/** The day a moment falls on in Mexico City ("2026-11-26"): UTC−6 all year since 2022 (no daylight saving). */
export function mexicoCityDay(at: Date | number): string {
  const ms = typeof at === "number" ? at : at.getTime();
  return new Date(ms - 6 * 3_600_000).toISOString().slice(0, 10);
}

/** The first moment (UTC ms) of a Mexico City day. */
export function mexicoCityDayStart(day: string): number {
  return Date.parse(`${day}T06:00:00.000Z`);
}

/** A report day ("2026-11-26") as people read dates: "26 de noviembre", "November 26" (with the year when not this year's). */
export function reportDayLabel(day: string, now: Date | number = Date.now(), lang: Lang = "es"): string {
  return formatDayMonth(mexicoCityDayStart(day), now, lang);
}

/** The report's window in words: "29 de octubre al 27 de noviembre de 2026", "October 29 to November 27, 2026". */
export function reportPeriod(report: Pick<AgencyReport, "from" | "to">, lang: Lang = "es"): string {
  return formatDateRange(mexicoCityDayStart(report.from), mexicoCityDayStart(report.to), lang);
}

/** The REPORT_DAYS days ending today (Mexico City), oldest first. */
export function reportDays(now: Date | number, days = REPORT_DAYS): string[] {
  const today = mexicoCityDayStart(mexicoCityDay(now));
  return Array.from({ length: days }, (_, i) => mexicoCityDay(today - (days - 1 - i) * 86_400_000));
}

export type ReportCounts = { views: number; saves: number; leads: number };

export type ReportListingRow = ReportCounts & { id: string; title: string; status: ListingStatus; agent_name: string | null };
export type ReportAgentRow = ReportCounts & { id: string; name: string; listing_count: number };

/** GET /api/agencies/{slug}/report: one answer for the whole tab. */
export type AgencyReport = {
  /** First and last day of the window, inclusive (Mexico City). */
  from: string;
  to: string;
  by_status: { status: ListingStatus; count: number }[];
  totals: ReportCounts;
  /** One entry per day of the window, oldest first, zeros included (for the chart). */
  daily: (ReportCounts & { day: string })[];
  /** The most viewed REPORT_LISTINGS_MAX listings (drafts aside). */
  listings: ReportListingRow[];
  /** How many listings there are (drafts aside): more than `listings` holds when capped. */
  listing_total: number;
  agents: ReportAgentRow[];
};

export const REPORT_TEXT = {
  title: "Reportes",
  window: `Últimos ${REPORT_DAYS} días`,
  empty: `Todavía no hay actividad en tus propiedades en los últimos ${REPORT_DAYS} días.`,
  failed: "No pudimos cargar el reporte.",
  download: "Descargar CSV",
  /** Said under "Por propiedad" (and in the CSV) when the agency has more listings than the report lists. */
  listingsCapped: (shown: number, total: number) => `Las ${formatNumber(shown)} propiedades más vistas de ${formatNumber(total)}.`,
} as const;

/** The report's words on English pages (the CSV stays in Spanish: its columns are the file's). */
export const REPORT_TEXT_EN: TextsLike<typeof REPORT_TEXT> = {
  title: "Reports",
  window: `Last ${REPORT_DAYS} days`,
  empty: `There has been no activity on your properties in the last ${REPORT_DAYS} days yet.`,
  failed: "We could not load the report.",
  download: "Download CSV",
  listingsCapped: (shown: number, total: number) => `The ${formatNumber(shown)} most viewed properties of ${formatNumber(total)}.`,
};

// A cell a spreadsheet would read as a formula (=, +, -, @, and the tab and carriage return
// that hide one) gets a leading apostrophe; every cell is quoted, with quotes doubled.
export function csvCell(value: string | number | null): string {
  let text = value === null ? "" : String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function csvLine(cells: (string | number | null)[]): string {
  return cells.map(csvCell).join(",");
}

/** The report as a CSV (UTF-8 with BOM, CRLF, so Excel in Spanish reads the accents): listings, then agents. */
export function reportCsv(report: AgencyReport, statusLabel: (status: ListingStatus) => string): string {
  const lines = [
    csvLine([`Reporte del ${reportPeriod(report)}`]),
    ...(report.listing_total > report.listings.length ? [csvLine([REPORT_TEXT.listingsCapped(report.listings.length, report.listing_total)])] : []),
    csvLine(["Propiedad", "Asesor", "Estado", "Vistas", "Guardados", "Contactos"]),
    ...report.listings.map((l) => csvLine([l.title, l.agent_name, statusLabel(l.status), l.views, l.saves, l.leads])),
    "",
    csvLine(["Asesor", "Propiedades", "Vistas", "Guardados", "Contactos"]),
    ...report.agents.map((a) => csvLine([a.name, a.listing_count, a.views, a.saves, a.leads])),
  ];
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

/** The file's name: reporte-{slug}-{to}.csv. */
export function reportFileName(slug: string, report: AgencyReport): string {
  return `reporte-${slug}-${report.to}.csv`;
}
