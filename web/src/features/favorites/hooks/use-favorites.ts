import { useEffect, useRef } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { listNameIn, type FavoriteItem, type FavoriteList } from "@domain/favorites/favorites";
import { FAVORITES_TEXT as T } from "@domain/favorites/favorites-text";
import { useLang } from "@web/lib/i18n/lang-context";
import { notify } from "@web/components/ui/toast";
import { hasCode, isSessionEnded } from "@web/lib/api-client";
import {
  addToFavoriteList,
  createFavoriteList,
  deleteFavoriteList,
  favoritesKeys,
  fetchFavoriteLists,
  fetchListItems,
  fetchListsContaining,
  removeFavoriteItem,
  removeFromAllLists,
  removeFromFavoriteList,
} from "@web/lib/favorites";
import type { FavoritesProperty } from "@web/lib/favorites-dialog";
import { markSavedListing, syncSavedListing } from "@web/lib/saved-listings";
import type { FavoritesLabels } from "@web/lib/favorites-labels";

/** Raises `description` as an error toast once each time `failed` turns true. */
export function useErrorToast(failed: boolean, description: string) {
  const title = T.error[useLang()];
  const shown = useRef(false);
  useEffect(() => {
    if (failed && !shown.current) notify.error(title, description);
    shown.current = failed;
  }, [failed, title, description]);
}

export function useFavoriteLists(userId: string) {
  return useQuery({
    queryKey: favoritesKeys.lists(userId),
    // No abort signal: a remount reuses the request in flight (the first read creates "Todo").
    queryFn: () => fetchFavoriteLists(),
    staleTime: 0,
  });
}

/** Which lists hold the listing. Toggles keep it up to date, so it is not read again on every view change. */
export function useListsContaining(userId: string, propertyId: string | null) {
  return useQuery({
    queryKey: favoritesKeys.containing(userId, propertyId ?? ""),
    queryFn: ({ signal }) => fetchListsContaining(propertyId!, signal),
    enabled: propertyId !== null,
    staleTime: 30_000,
  });
}

export function useListItems(userId: string, listId: string) {
  return useQuery({
    queryKey: favoritesKeys.items(userId, listId),
    queryFn: ({ signal }) => fetchListItems(listId, signal),
    staleTime: 0,
  });
}

/** Changes a list's count in the cached lists, right away. */
function useAdjustCount(userId: string) {
  const queryClient = useQueryClient();
  return (listId: string, delta: number) =>
    queryClient.setQueryData<FavoriteList[]>(favoritesKeys.lists(userId), (lists) =>
      lists?.map((l) => (l.id === listId ? { ...l, property_count: Math.max(0, l.property_count + delta) } : l)),
    );
}

/** A new list (a client, for agents), placed after 'Todo' as the newest. */
export function useCreateList(userId: string, labels: FavoritesLabels) {
  const lang = useLang();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => createFavoriteList(name),
    onSuccess: (list) => {
      queryClient.setQueryData<FavoriteList[]>(favoritesKeys.lists(userId), (lists) => {
        if (!lists) return lists;
        const [first, ...rest] = lists;
        return first?.is_default ? [first, list, ...rest] : [list, ...lists];
      });
      notify.success(labels.created, labels.createdDescription(list.name));
      void queryClient.invalidateQueries({ queryKey: favoritesKeys.lists(userId) });
    },
    onError: () => notify.error(T.error[lang], labels.createFailed),
  });
}

type Toggle = { list: FavoriteList; add: boolean };

/**
 * Add mode: puts the listing in a list or takes it out, marking the list at once and
 * undoing the mark if the server says no, with the favourites' toasts.
 */
export function useToggleInList(
  userId: string,
  property: FavoritesProperty,
  labels: Pick<FavoritesLabels, "added" | "addedDescription" | "removed" | "removedDescription">,
) {
  const lang = useLang();
  const queryClient = useQueryClient();
  const adjust = useAdjustCount(userId);
  const key = favoritesKeys.containing(userId, property.id);
  // The list's mark, and the heart on every card of this listing (saved while any list holds it).
  const mark = (listId: string, has: boolean) => {
    queryClient.setQueryData<string[]>(key, (ids = []) => (has ? [...new Set([...ids, listId])] : ids.filter((id) => id !== listId)));
    syncSavedListing(queryClient, userId, property.id);
  };

  const mutationKey = ["favorites-toggle", userId, property.id];
  return useMutation({
    mutationKey,
    mutationFn: async ({ list, add }: Toggle): Promise<void> => {
      if (add) await addToFavoriteList(list.id, property.id);
      else await removeFromFavoriteList(list.id, property.id);
    },
    onMutate: async ({ list, add }) => {
      await queryClient.cancelQueries({ queryKey: key });
      mark(list.id, add);
      adjust(list.id, add ? 1 : -1);
    },
    onSuccess: (_data, { list, add }) => {
      if (add) notify.success(labels.added, labels.addedDescription(listNameIn(list, lang)));
      else notify.success(labels.removed, labels.removedDescription(listNameIn(list, lang)));
    },
    onError: (error, { list, add }) => {
      if (add && hasCode(error, "duplicate")) {
        // It was there already: the mark is right, the count was not.
        adjust(list.id, -1);
        notify.error(T.alreadyAdded[lang], error.message);
        return;
      }
      mark(list.id, !add);
      adjust(list.id, add ? -1 : 1);
      notify.error(T.error[lang], (add ? T.addFailed : T.removeFailed)[lang]);
    },
    onSettled: (_data, _error, { list }) => {
      void queryClient.invalidateQueries({ queryKey: favoritesKeys.items(userId, list.id) });
      // Read the truth again once the last toggle has landed (earlier reads would undo marks still on their way).
      if (queryClient.isMutating({ mutationKey }) <= 1) {
        void queryClient.invalidateQueries({ queryKey: favoritesKeys.lists(userId) });
        void queryClient.invalidateQueries({ queryKey: key });
        void queryClient.invalidateQueries({ queryKey: favoritesKeys.savedIds(userId) });
      }
    },
  });
}

/** 'Quitar de todas las listas' (people searching). */
export function useRemoveFromAll(userId: string, propertyId: string) {
  const lang = useLang();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removeFromAllLists(propertyId),
    onSuccess: () => {
      queryClient.setQueryData<string[]>(favoritesKeys.containing(userId, propertyId), []);
      markSavedListing(queryClient, userId, propertyId, false);
      notify.success(T.removed[lang], T.removedFromFavorites[lang]);
    },
    onError: () => notify.error(T.error[lang], T.removeFromFavoritesFailed[lang]),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: favoritesKeys.all(userId) }),
  });
}

/** Deletes a list ('Todo' cannot be deleted). For agents this removes the client and its board. */
export function useDeleteList(userId: string, labels: FavoritesLabels) {
  const lang = useLang();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (list: FavoriteList) => deleteFavoriteList(list.id),
    onSuccess: (_data, list) => {
      queryClient.setQueryData<FavoriteList[]>(favoritesKeys.lists(userId), (lists) => lists?.filter((l) => l.id !== list.id));
      notify.success(labels.deleted, T.listDeleted[lang](listNameIn(list, lang)));
    },
    onError: (error) => {
      if (hasCode(error, "cannot_delete")) notify.error(T.cannotDelete[lang], error.message);
      // The API client already said the session ended.
      else if (!isSessionEnded(error)) notify.error(T.error[lang], labels.deleteFailed);
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: favoritesKeys.all(userId) }),
  });
}

/** View mode: takes one saved listing out of the list being shown. */
export function useRemoveItem(userId: string, listId: string) {
  const lang = useLang();
  const queryClient = useQueryClient();
  const adjust = useAdjustCount(userId);
  const key = favoritesKeys.items(userId, listId);
  return useMutation({
    mutationFn: (item: FavoriteItem) => removeFavoriteItem(item.id),
    onSuccess: (_data, item) => {
      queryClient.setQueryData<FavoriteItem[]>(key, (items) => items?.filter((i) => i.id !== item.id));
      queryClient.setQueryData<string[]>(favoritesKeys.containing(userId, item.property.id), (ids) => ids?.filter((id) => id !== listId));
      syncSavedListing(queryClient, userId, item.property.id);
      adjust(listId, -1);
      notify.success(T.removed[lang], T.removedFromFavorites[lang]);
    },
    onError: () => notify.error(T.error[lang], T.removeFromFavoritesFailed[lang]),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: favoritesKeys.lists(userId) }),
  });
}
