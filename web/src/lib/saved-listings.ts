import { useQuery, type QueryClient } from "@tanstack/react-query";
import type { SavedListingIds } from "@domain/favorites/favorites";
import { isAgentRole } from "@domain/auth/roles";
import { useAuth } from "./auth/auth-context";
import { useHydrated } from "./browser-value";
import { favoritesKeys, fetchSavedListingIds } from "./favorites";

/**
 * Which listings the signed-in person has saved, for the hearts on result cards, the home
 * page's strip, the map's popups and the listing page. One request per person
 * (GET /api/favorites/saved-ids), shared by every heart through the query cache; the
 * favourites dialog keeps it current as the person saves and removes
 * (`markSavedListing`, `syncSavedListing`).
 *
 * Nothing is asked signed out, nor for agents and agencies (their heart adds to a client,
 * whatever lists hold it). It is asked once the page is the app's, and a heart reads it only
 * then: the worker's markup and hydration both show every heart empty (no mismatch), and
 * the fill is a colour change in a fixed-size button (no shift).
 */
export function useSavedListing(propertyId: string): boolean {
  const { user } = useAuth();
  const hydrated = useHydrated();
  const asks = hydrated && user !== null && !isAgentRole(user.role);
  const saved = useQuery({
    queryKey: favoritesKeys.savedIds(user?.id ?? ""),
    queryFn: ({ signal }) => fetchSavedListingIds(signal),
    enabled: asks,
    staleTime: 60_000,
    // Each heart re-renders only when its own answer changes.
    select: (data) => data.items.includes(propertyId),
  });
  return asks && saved.data === true;
}

/** Marks the listing saved or not in the cached ids at once (when they were read). */
export function markSavedListing(queryClient: QueryClient, userId: string, propertyId: string, saved: boolean): void {
  queryClient.setQueryData<SavedListingIds>(favoritesKeys.savedIds(userId), (current) => {
    if (!current) return current;
    const rest = current.items.filter((id) => id !== propertyId);
    return { ...current, items: saved ? [propertyId, ...rest] : rest };
  });
}

/**
 * After the lists holding a listing changed in the cache: saved while any list holds it. When
 * those lists are not known here, the ids are read again instead.
 */
export function syncSavedListing(queryClient: QueryClient, userId: string, propertyId: string): void {
  const lists = queryClient.getQueryData<string[]>(favoritesKeys.containing(userId, propertyId));
  if (lists) markSavedListing(queryClient, userId, propertyId, lists.length > 0);
  else void queryClient.invalidateQueries({ queryKey: favoritesKeys.savedIds(userId) });
}
