import type { AgencyPage } from "@domain/agencies/agency-profile";
import type { AgentContact, PropertySearchResponse } from "@domain/properties/property";
import { apiData } from "@web/lib/api-client";

/** GET /api/agencies/{slug}: the agency, its zones and agents (a 404 for an unknown slug). */
export function fetchAgencyPage(slug: string, signal?: AbortSignal): Promise<AgencyPage> {
  return apiData<AgencyPage>(`/api/agencies/${encodeURIComponent(slug)}`, { signal });
}

/** GET /api/properties?inmobiliaria={slug}&…: a page of the agency's listings. */
export function searchAgencyListings(query: string, signal?: AbortSignal): Promise<PropertySearchResponse> {
  return apiData<PropertySearchResponse>(`/api/properties?${query}`, { signal });
}

/** POST /api/agencies/{slug}/agents/{id}/contact: an agent's numbers, on click. */
export function revealAgentContact(slug: string, agentId: string): Promise<AgentContact> {
  return apiData<AgentContact>(`/api/agencies/${encodeURIComponent(slug)}/agents/${encodeURIComponent(agentId)}/contact`, {
    method: "POST",
    body: {},
  });
}
