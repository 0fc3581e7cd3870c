import { useEffect, useRef } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { FavoriteList } from "@domain/favorites/favorites";
import { notify } from "@web/components/ui/toast";
import { hasCode, isSessionEnded } from "@web/lib/api-client";
import { createFavoriteList, deleteFavoriteList, favoritesKeys, fetchFavoriteLists } from "@web/lib/favorites";
import { CANNOT_DELETE_TITLE, CLIENT_LABELS } from "@web/lib/favorites-labels";
import { useLang } from "@web/lib/i18n/lang-context";

const ERROR = "Error";

/** The agent's client lists ('Todo' first, then newest first), with their toasts. */
export function useClientLists(userId: string) {
  const L = CLIENT_LABELS[useLang()];
  const query = useQuery({
    queryKey: favoritesKeys.lists(userId),
    // No abort signal: a remount reuses the request in flight (the first read creates "Todo").
    queryFn: () => fetchFavoriteLists(),
    staleTime: 0,
  });
  const toasted = useRef(false);
  useEffect(() => {
    if (query.isError && !toasted.current) notify.error(ERROR, L.loadListsFailed);
    toasted.current = query.isError;
  }, [query.isError, L]);
  return query;
}

export function useCreateClient(userId: string) {
  const L = CLIENT_LABELS[useLang()];
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => createFavoriteList(name),
    onSuccess: (list) => {
      queryClient.setQueryData<FavoriteList[]>(favoritesKeys.lists(userId), (lists) => {
        if (!lists) return [list];
        const [first, ...rest] = lists;
        return first?.is_default ? [first, list, ...rest] : [list, ...lists];
      });
      notify.success(L.created, L.createdDescription(list.name));
    },
    onError: () => notify.error(ERROR, L.createFailed),
  });
}

/** Deleting a client removes its list, board, cards and share link (the server does all of it). */
export function useDeleteClient(userId: string) {
  const lang = useLang();
  const L = CLIENT_LABELS[lang];
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (list: FavoriteList) => deleteFavoriteList(list.id),
    onSuccess: (_data, list) => {
      queryClient.setQueryData<FavoriteList[]>(favoritesKeys.lists(userId), (lists) => lists?.filter((l) => l.id !== list.id));
      queryClient.removeQueries({ queryKey: favoritesKeys.board(userId, list.id) });
      notify.success(L.deleted, L.deletedWithBoard(list.name));
    },
    onError: (error) => {
      if (hasCode(error, "cannot_delete")) notify.error(CANNOT_DELETE_TITLE[lang], error.message);
      // The API client already said the session ended, and takes the person to sign in.
      else if (!isSessionEnded(error)) notify.error(ERROR, L.deleteFailed);
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: favoritesKeys.all(userId) }),
  });
}
