import type { PropertyShare } from "@domain/properties/property";
import { apiFetch } from "@web/lib/api-client";

export type ShareKind = PropertyShare["kind"];

/** GET /api/properties/:id/shares — the signed-in agent's own links for this listing. */
export async function listPropertyShares(propertyId: string, signal?: AbortSignal): Promise<PropertyShare[]> {
  const body = await apiFetch<{ data: PropertyShare[] }>(`/api/properties/${encodeURIComponent(propertyId)}/shares`, {
    signal,
  });
  return Array.isArray(body?.data) ? body.data : [];
}

/** POST /api/properties/:id/shares — a new /s/… (share) or /p/… (presentation) link; url is absolute. */
export async function createPropertyShare(propertyId: string, kind: ShareKind): Promise<PropertyShare> {
  const body = await apiFetch<{ data: PropertyShare }>(`/api/properties/${encodeURIComponent(propertyId)}/shares`, {
    method: "POST",
    body: { kind },
  });
  return body.data;
}

/** DELETE /api/shares/:token — the link stops working at once (204). */
export async function revokePropertyShare(token: string): Promise<void> {
  await apiFetch<unknown>(`/api/shares/${encodeURIComponent(token)}`, { method: "DELETE" });
}
