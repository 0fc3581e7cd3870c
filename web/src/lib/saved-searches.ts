import type { Operation, PropertyType } from "@domain/properties/property";
import type { SavedSearch, SavedSearchFrequency, SavedSearchList } from "@domain/saved-searches/saved-search";
import { apiData, apiFetch } from "./api-client";

/**
 * The saved-searches API. Every call needs a session; another person's search answers 404.
 * The filters are the search's URL parameters as the search API reads them (location_id,
 * tipo, precio_max…); the API keeps them with the place they resolve to.
 */

/** TanStack Query keys, per signed-in user so one person never sees another's cache. */
export const savedSearchesKeys = {
  list: (userId: string) => ["saved-searches", userId] as const,
};

export type NewSavedSearch = { name: string; frequency?: SavedSearchFrequency; filters: Record<string, string> };

const enc = encodeURIComponent;

/** GET /api/saved-searches: the person's searches, newest first. */
export function fetchSavedSearches(signal?: AbortSignal): Promise<SavedSearchList> {
  return apiData<SavedSearchList>("/api/saved-searches", { signal });
}

/** 409 duplicate when the same search is already saved, too_many_saved_searches at the limit. */
export function createSavedSearch(search: NewSavedSearch): Promise<SavedSearch> {
  return apiData<SavedSearch>("/api/saved-searches", { method: "POST", body: search });
}

export function updateSavedSearch(id: string, patch: { name?: string; frequency?: SavedSearchFrequency }): Promise<SavedSearch> {
  return apiData<SavedSearch>(`/api/saved-searches/${enc(id)}`, { method: "PATCH", body: patch });
}

/** POST /api/saved-searches/:id/seen: the owner opened it, so its new matches count from now. */
export function markSavedSearchSeen(id: string): Promise<SavedSearch> {
  return apiData<SavedSearch>(`/api/saved-searches/${enc(id)}/seen`, { method: "POST", body: {} });
}

export async function deleteSavedSearch(id: string): Promise<void> {
  await apiFetch<null>(`/api/saved-searches/${enc(id)}`, { method: "DELETE" });
}

/** What the search page gives its 'Guardar búsqueda' button: the search and its title. */
export type SaveSearchProps = {
  /** The search's URL parameters as the search API reads them, the operation included. */
  filters: Record<string, string>;
  /** The page's title ('Departamentos en renta en Roma Norte, hasta $25,000'): the default name. */
  title: string;
};

/** What the search page tells the page for a place Hogaria does not serve yet. */
export type PlaceNotServedProps = {
  /** The place searched, where Hogaria does not publish yet (a city or estado outside Mexico City). */
  place: { id: string; name: string };
  operation: Operation;
  tipo: PropertyType | null;
  /** The search's title ('Casas en venta en Monterrey'): the saved search's name. */
  title: string;
};
