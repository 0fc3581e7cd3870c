import type { AgencyProfile, AgencyProfileInput } from "@domain/agencies/agency-profile";
import type { AgencyReport } from "@domain/agencies/agency-report";
import type { Alcaldia } from "@domain/locations/location";
import { COMMON_MESSAGES } from "@domain/errors/common-messages";
import { LANG_HEADER, splitLangPath } from "@domain/i18n/lang";
import { apiData } from "@web/lib/api-client";

/** GET /api/my-agency: the owner's agency (404 for anyone without one). */
export const fetchMyAgency = (signal?: AbortSignal) => apiData<AgencyProfile>("/api/my-agency", { signal });

/** PUT /api/my-agency {description, zone_ids}. */
export const saveMyAgency = (input: AgencyProfileInput) => apiData<AgencyProfile>("/api/my-agency", { method: "PUT", body: input });

/** POST /api/my-agency/logo (multipart: logo; the API client sends JSON only). A refusal throws the envelope's message. */
export async function uploadAgencyLogo(file: File): Promise<{ logo_url: string }> {
  const form = new FormData();
  form.set("logo", file);
  // The worker answers a refusal in the page's language.
  const headers = { [LANG_HEADER]: splitLangPath(window.location.pathname).lang };
  const res = await fetch("/api/my-agency/logo", { method: "POST", body: form, credentials: "same-origin", headers });
  const body = (await res.json().catch(() => null)) as { data?: { logo_url: string }; error?: { message: string } } | null;
  if (!res.ok || !body?.data) throw new Error(body?.error?.message ?? COMMON_MESSAGES.offline);
  return body.data;
}

/** GET /api/agencies/{slug}/report: the whole "Reportes" tab in one answer. */
export const fetchAgencyReport = (slug: string, signal?: AbortSignal) =>
  apiData<AgencyReport>(`/api/agencies/${encodeURIComponent(slug)}/report`, { signal });

/** GET /api/alcaldias: the zones an agency can pick. */
export const fetchAlcaldias = (signal?: AbortSignal) => apiData<Alcaldia[]>("/api/alcaldias", { signal });
