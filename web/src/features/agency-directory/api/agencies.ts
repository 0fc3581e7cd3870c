import { apiFetch } from "@web/lib/api-client";

/** An agency as GET /api/agencies lists it. */
export type Agency = {
  id: string;
  name: string;
  slug: string;
  logo_url: string | null;
  description: string | null;
  listing_count: number;
  alcaldias: { id: string; name: string }[];
};

export type AgencyFilters = { q: string; alcaldiaId: string };

/** GET /api/agencies?q=&alcaldia_id= (both optional). */
export async function listAgencies({ q, alcaldiaId }: AgencyFilters, signal?: AbortSignal): Promise<Agency[]> {
  const body = await apiFetch<{ data: Agency[] }>("/api/agencies", {
    query: { q: q || undefined, alcaldia_id: alcaldiaId || undefined },
    signal,
  });
  return Array.isArray(body?.data) ? body.data : [];
}

export type Alcaldia = { id: string; nombre_canonico: string };

/** GET /api/alcaldias: the 16 alcaldías of Mexico City. */
export async function listAlcaldias(signal?: AbortSignal): Promise<Alcaldia[]> {
  const body = await apiFetch<{ data: Alcaldia[] }>("/api/alcaldias", { signal });
  return Array.isArray(body?.data) ? body.data : [];
}
