import type { FavoriteItem, FavoriteList, SavedListingIds } from "@domain/favorites/favorites";
import { apiData, apiFetch } from "./api-client";

/**
 * The favourites API, shared by the favourites dialog, the save
 * (heart) button and the client lists of agents. Every call needs a session; another
 * user's list answers 404.
 */

/** TanStack Query keys, per signed-in user so one person never sees another's cache. */
export const favoritesKeys = {
  all: (userId: string) => ["favorites", userId] as const,
  lists: (userId: string) => ["favorites", userId, "lists"] as const,
  items: (userId: string, listId: string) => ["favorites", userId, "items", listId] as const,
  /** The ids of every listing saved in any list (the hearts fill from it: lib/saved-listings.ts). */
  savedIds: (userId: string) => ["favorites", userId, "saved-ids"] as const,
  /** The ids of the lists that hold a property. */
  containing: (userId: string, propertyId: string) => ["favorites", userId, "containing", propertyId] as const,
  /** A client list's board (/cliente/{listId}); dropped when the client is deleted. */
  board: (userId: string, listId: string) => ["boards", userId, listId] as const,
};

const enc = encodeURIComponent;

/** GET /api/favorites/lists: 'Todo' first (created on first load), the others newest first. */
export async function fetchFavoriteLists(signal?: AbortSignal): Promise<FavoriteList[]> {
  return apiData<FavoriteList[]>("/api/favorites/lists", { signal });
}

export async function createFavoriteList(name: string): Promise<FavoriteList> {
  return apiData<FavoriteList>("/api/favorites/lists", { method: "POST", body: { name } });
}

/**
 * Deletes a list (for agents: a client, with its board, clones and share link). 'Todo'
 * answers 400 cannot_delete. A 401 is left to the caller (COMMON_MESSAGES.unauthenticated).
 */
export async function deleteFavoriteList(listId: string): Promise<void> {
  await apiFetch<null>(`/api/favorites/lists/${enc(listId)}`, { method: "DELETE", skipUnauthorizedHandler: true });
}

export async function fetchListItems(listId: string, signal?: AbortSignal): Promise<FavoriteItem[]> {
  return apiData<FavoriteItem[]>(`/api/favorites/lists/${enc(listId)}/properties`, { signal });
}

/** Adds a property to a list; 409 duplicate when it is already there. */
export async function addToFavoriteList(listId: string, propertyId: string): Promise<{ id: string }> {
  return apiData<{ id: string }>(`/api/favorites/lists/${enc(listId)}/properties`, {
    method: "POST",
    body: { propertyId },
  });
}

export async function removeFromFavoriteList(listId: string, propertyId: string): Promise<void> {
  await apiFetch<null>(`/api/favorites/lists/${enc(listId)}/properties/${enc(propertyId)}`, { method: "DELETE" });
}

export async function removeFavoriteItem(favoriteId: string): Promise<void> {
  await apiFetch<null>(`/api/favorites/items/${enc(favoriteId)}`, { method: "DELETE" });
}

/** GET /api/favorites/saved-ids: every listing the person saved, in any list, newest first (capped). */
export async function fetchSavedListingIds(signal?: AbortSignal): Promise<SavedListingIds> {
  return apiData<SavedListingIds>("/api/favorites/saved-ids", { signal });
}

/** The ids of the person's lists that hold the property. */
export async function fetchListsContaining(propertyId: string, signal?: AbortSignal): Promise<string[]> {
  return apiData<string[]>(`/api/favorites/containing/${enc(propertyId)}`, { signal });
}

/** 'Quitar de todas las listas' (people searching, not agents). */
export async function removeFromAllLists(propertyId: string): Promise<void> {
  await apiFetch<null>(`/api/favorites/containing/${enc(propertyId)}`, { method: "DELETE" });
}
