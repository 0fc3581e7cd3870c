import type { ListingChange, MyListingsResponse } from "@domain/listings/my-listing";
import { apiData, apiFetch } from "@web/lib/api-client";
import type { MyListingsFilters } from "../listing-filters";
import { API_READS } from "@domain/pages/shell-reads";

/** A page of "Mis propiedades", with the total for the filter and the count per status. */
export type MyListingsPage = MyListingsResponse;

/** GET /api/listings?status=&agent_id=&page= (50 a page, newest change first). */
export async function fetchMyListings(filters: MyListingsFilters, signal?: AbortSignal): Promise<MyListingsPage> {
  const body = await apiData<Partial<MyListingsPage> | null>(API_READS.myListings, {
    signal,
    query: { status: filters.status, agent_id: filters.agentId, page: filters.page > 1 ? filters.page : undefined },
  });
  return {
    items: Array.isArray(body?.items) ? body.items : [],
    agents: Array.isArray(body?.agents) ? body.agents : [],
    total: typeof body?.total === "number" ? body.total : 0,
    counts: body?.counts ?? {},
  };
}

export type { ListingChange };

export type LifecycleCall = "confirm" | "pause" | "reactivate" | "close" | "renew";

/** POST /api/listings/{id}/confirm | pause | reactivate | close | renew. */
export async function changeListing(id: string, call: LifecycleCall): Promise<ListingChange> {
  return apiData<ListingChange>(`/api/listings/${encodeURIComponent(id)}/${call}`, { method: "POST" });
}

/** DELETE /api/listings/{id} (204). */
export async function deleteListing(id: string): Promise<void> {
  await apiFetch<null>(`/api/listings/${encodeURIComponent(id)}`, { method: "DELETE" });
}

/** PUT /api/agency/listings/{id}/agent: an agency owner gives a listing (and its contacts) to someone of the team. */
export async function reassignListing(id: string, agentId: string): Promise<{ message: string }> {
  return apiData<{ message: string }>(`/api/agency/listings/${encodeURIComponent(id)}/agent`, { method: "PUT", body: { agent_id: agentId } });
}
