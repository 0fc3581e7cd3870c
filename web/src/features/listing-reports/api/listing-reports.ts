import type { MyListingHold } from "@domain/trust/hold-answers";
import type { ReportForm, ReportTarget } from "@domain/trust/listing-reports";
import { apiData } from "@web/lib/api-client";

/** POST /api/listing-reports → 201 { data: { message } }. Errors arrive as ApiError. */
export function sendListingReport(report: ReportForm, target: ReportTarget): Promise<{ message: string }> {
  return apiData<{ message: string }>("/api/listing-reports", { method: "POST", body: { ...report, ...target } });
}

/** GET /api/my-listing-holds: the open reviews of my listings, by listing id. */
export function fetchMyHolds(): Promise<Record<string, MyListingHold>> {
  return apiData<Record<string, MyListingHold>>("/api/my-listing-holds");
}

/** POST /api/my-listing-holds/{id}/answer: the advertiser's answer to the review. */
export function answerHold(propertyId: string, answer: string): Promise<MyListingHold> {
  return apiData<MyListingHold>(`/api/my-listing-holds/${encodeURIComponent(propertyId)}/answer`, { method: "POST", body: { answer } });
}
