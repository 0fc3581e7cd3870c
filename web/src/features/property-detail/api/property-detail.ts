import type { AgentContact, PropertyDetail, SharedProperty } from "@domain/properties/property";
import { apiData } from "@web/lib/api-client";

/** GET /api/shares/:token — the listing with the agent who shared it; 404 when unknown or revoked. */
export async function fetchSharedProperty(token: string, signal?: AbortSignal): Promise<SharedProperty> {
  return apiData<SharedProperty>(`/api/shares/${encodeURIComponent(token)}`, { signal });
}

/** GET /api/presentations/:token — the listing behind a presentation link; 404 when unknown or revoked. */
export async function fetchPresentation(token: string, signal?: AbortSignal): Promise<PropertyDetail> {
  return apiData<PropertyDetail>(`/api/presentations/${encodeURIComponent(token)}`, { signal });
}

/** Whose phone a contact button reveals: the listing's agent, or the agent who shared the link. */
export type ContactSource = { kind: "property"; id: string } | { kind: "share"; token: string };

/** POST …/contact: the phone and WhatsApp, asked for only when someone clicks (429 when abused). */
export async function revealContact(source: ContactSource): Promise<AgentContact> {
  const path =
    source.kind === "property"
      ? `/api/properties/${encodeURIComponent(source.id)}/contact`
      : `/api/shares/${encodeURIComponent(source.token)}/contact`;
  return apiData<AgentContact>(path, { method: "POST", body: {} });
}
