import type { HoldReason } from "./listing-holds";
import type { ReportReason } from "./report-reasons";

// Distinct people whose reports together take a listing out of search.
export const DISTINCT_REPORTERS_TO_HOLD = 3;

export type CountedReport = {
  // The reporter's address (one report per address and listing): distinct addresses are
  // distinct people.
  email: string;
  reason: ReportReason;
  // Made from a signed-in account whose e-mail is confirmed.
  confirmedAccount: boolean;
};

/**
 * Whether the reports on a listing since its last review take it out of search, and why:
 * one "me pidieron dinero antes de visitar" from a signed-in account with a confirmed
 * e-mail does at once (someone we can reach vouches for it), otherwise three reports from
 * distinct people do. Null while neither holds.
 */
export function holdReasonFor(reports: readonly CountedReport[]): Extract<HoldReason, "reportes" | "dinero_antes_de_visitar"> | null {
  if (reports.some((r) => r.reason === "dinero_antes_de_visitar" && r.confirmedAccount)) return "dinero_antes_de_visitar";
  const people = new Set(reports.map((r) => r.email.trim().toLowerCase()));
  return people.size >= DISTINCT_REPORTERS_TO_HOLD ? "reportes" : null;
}
