import type { PropertyShare } from "@domain/properties/property";
import { apiData, apiFetch } from "@web/lib/api-client";

export type ShareKind = PropertyShare["kind"];

/** GET /api/properties/:id/shares — the signed-in agent's own links for this listing. */
export async function listPropertyShares(propertyId: string, signal?: AbortSignal): Promise<PropertyShare[]> {
  const list = await apiData<PropertyShare[]>(`/api/properties/${encodeURIComponent(propertyId)}/shares`, {
    signal,
  });
  return Array.isArray(list) ? list : [];
}

/** POST /api/properties/:id/shares — a new /s/… (share) or /p/… (presentation) link; url is absolute. */
export async function createPropertyShare(propertyId: string, kind: ShareKind): Promise<PropertyShare> {
  return apiData<PropertyShare>(`/api/properties/${encodeURIComponent(propertyId)}/shares`, {
    method: "POST",
    body: { kind },
  });
}

/** DELETE /api/shares/:token — the link stops working at once (204). */
export async function revokePropertyShare(token: string): Promise<void> {
  await apiFetch<unknown>(`/api/shares/${encodeURIComponent(token)}`, { method: "DELETE" });
}
