import type { AuditLine, OperatorQueues, PriceFlagItem } from "@domain/trust/operator-desk-types";
import type { PhotoFingerprintFailurePage } from "@domain/photo-fingerprints/fingerprint-failures";
import { apiData } from "@web/lib/api-client";

const BASE = "/api/operator";
const at = (path: string, id: string) => `${BASE}/${path.replace(":id", encodeURIComponent(id))}`;

export const operatorKeys = {
  queues: ["operator", "queues"] as const,
  audit: ["operator", "audit-log"] as const,
  priceFlags: ["operator", "price-flags"] as const,
  photoFailures: ["operator", "photo-failures"] as const,
};

export const fetchQueues = (signal?: AbortSignal) => apiData<OperatorQueues>(`${BASE}/queues`, { signal });
export const fetchAuditLog = (signal?: AbortSignal) => apiData<AuditLine[]>(`${BASE}/audit-log`, { signal });
export const fetchPriceFlags = (signal?: AbortSignal) => apiData<PriceFlagItem[]>(`${BASE}/price-flags`, { signal });
/** The newest photos the fingerprint queue gave up on (the first page). */
export const fetchPhotoFailures = (signal?: AbortSignal) => apiData<PhotoFingerprintFailurePage>(`${BASE}/photo-fingerprints/failures`, { signal });

/** The proof of address of a verification request (operators only; never cached). */
export const proofHref = (requestId: string) => at("verifications/:id/proof", requestId);

export type DeskAction =
  | { kind: "approve"; id: string; reason?: string }
  | { kind: "reject"; id: string; reason: string }
  | { kind: "hide" | "restore"; id: string; reason: string; seenUpdatedAt: number }
  | { kind: "suspend"; id: string; reason: string }
  | { kind: "reactivate"; id: string; reason?: string }
  | { kind: "reviewPrice"; id: string; reason?: string; seenPriceM2: number }
  | { kind: "retryPhoto"; id: string };

const PATHS: Record<DeskAction["kind"], string> = {
  approve: "verifications/:id/approve",
  reject: "verifications/:id/reject",
  hide: "listings/:id/hide",
  restore: "listings/:id/restore",
  suspend: "users/:id/suspend",
  reactivate: "users/:id/reactivate",
  reviewPrice: "price-flags/:id/review",
  retryPhoto: "photo-fingerprints/failures/:id/retry",
};

export function runDeskAction(action: DeskAction): Promise<unknown> {
  const { kind, id, ...body } = action;
  return apiData<unknown>(at(PATHS[kind], id), { method: "POST", body });
}
