import { useEffect, useRef } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { FavoriteList } from "@domain/favorites/favorites";
import { notify } from "@web/components/ui/toast";
import { ApiError } from "@web/lib/api-client";
import { useAuth } from "@web/lib/auth/auth-context";
import { createFavoriteList, deleteFavoriteList, favoritesKeys, fetchFavoriteLists } from "@web/lib/favorites";
import { COMMON_MESSAGES } from "@domain/errors/common-messages";

const ERROR = "Error";

/** The agent's client lists ('Todo' first, then newest first), with their toasts. */
export function useClientLists(userId: string) {
  const query = useQuery({
    queryKey: favoritesKeys.lists(userId),
    // No abort signal: a remount reuses the request in flight (the first read creates "Todo").
    queryFn: () => fetchFavoriteLists(),
    staleTime: 0,
  });
  const toasted = useRef(false);
  useEffect(() => {
    if (query.isError && !toasted.current) notify.error(ERROR, "No se pudieron cargar las listas de clientes");
    toasted.current = query.isError;
  }, [query.isError]);
  return query;
}

export function useCreateClient(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => createFavoriteList(name),
    onSuccess: (list) => {
      queryClient.setQueryData<FavoriteList[]>(favoritesKeys.lists(userId), (lists) => {
        if (!lists) return [list];
        const [first, ...rest] = lists;
        return first?.is_default ? [first, list, ...rest] : [list, ...lists];
      });
      notify.success("Cliente creado", `Cliente "${list.name}" creado exitosamente`);
    },
    onError: () => notify.error(ERROR, "No se pudo crear el cliente"),
  });
}

/** Deleting a client removes its list, board, cards and share link (the server does all of it). */
export function useDeleteClient(userId: string) {
  const queryClient = useQueryClient();
  const { refresh } = useAuth();
  return useMutation({
    mutationFn: (list: FavoriteList) => deleteFavoriteList(list.id),
    onSuccess: (_data, list) => {
      queryClient.setQueryData<FavoriteList[]>(favoritesKeys.lists(userId), (lists) => lists?.filter((l) => l.id !== list.id));
      queryClient.removeQueries({ queryKey: favoritesKeys.board(userId, list.id) });
      notify.success("Cliente eliminado", `“${list.name}” y su tablero se eliminaron.`);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === "cannot_delete") {
        notify.error("No se puede eliminar", error.message);
      } else if (error instanceof ApiError && error.status === 401) {
        notify.error(ERROR, COMMON_MESSAGES.unauthenticated);
        // The session is gone: the route guard takes the person to /login.
        void refresh();
      } else {
        notify.error(ERROR, "No se pudo eliminar el cliente");
      }
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: favoritesKeys.all(userId) }),
  });
}
