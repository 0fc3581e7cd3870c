import type { AgencyCard } from "@domain/agencies/agency-query";
import type { Alcaldia } from "@domain/locations/location";
import { apiData } from "@web/lib/api-client";

/** An agency as GET /api/agencies lists it. */
export type Agency = AgencyCard;

export type AgencyFilters = { q: string; alcaldiaId: string };

/** GET /api/agencies?q=&alcaldia_id= (both optional). */
export async function listAgencies({ q, alcaldiaId }: AgencyFilters, signal?: AbortSignal): Promise<Agency[]> {
  const list = await apiData<Agency[]>("/api/agencies", {
    query: { q: q || undefined, alcaldia_id: alcaldiaId || undefined },
    signal,
  });
  return Array.isArray(list) ? list : [];
}

/** GET /api/alcaldias: the 16 alcaldías of Mexico City. */
export async function listAlcaldias(signal?: AbortSignal): Promise<Alcaldia[]> {
  const list = await apiData<Alcaldia[]>("/api/alcaldias", { signal });
  return Array.isArray(list) ? list : [];
}
