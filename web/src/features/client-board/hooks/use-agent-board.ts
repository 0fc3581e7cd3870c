import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { notify } from "@web/components/ui/toast";
import { FAVORITE_MESSAGES } from "@domain/favorites/favorite-messages";
import { BOARD_TEXT as T } from "@domain/boards/board-text";
import { useLang } from "@web/lib/i18n/lang-context";
import { useMessageIn } from "@web/lib/i18n/use-message-in";
import { ApiError } from "@web/lib/api-client";
import { favoritesKeys } from "@web/lib/favorites";
import { fetchBoardByList, migrateList } from "../api/boards";
import { pagePath } from "@domain/pages/page-routes";

export type MigrationState = "idle" | "running" | "done" | "failed";

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/**
 * /cliente/{listId}: the board of a client list. When the list's favourites are not all on
 * the board yet (no board, an empty one, or properties added since), it runs the migration
 * first ('Migrando tablero...'), then reads the board again. An unknown list → the list's
 * not-found toast and back to /mis-clientes.
 */
export function useAgentBoard(userId: string, listId: string) {
  const lang = useLang();
  const m = useMessageIn();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const key = favoritesKeys.board(userId, listId);
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchBoardByList(listId, signal),
    staleTime: 0,
  });
  const [migration, setMigration] = useState<MigrationState>("idle");
  const started = useRef(false);
  const needsMigration = query.data?.needs_migration ?? false;

  useEffect(() => {
    if (!needsMigration || started.current) return;
    started.current = true;
    setMigration("running");
    migrateList(listId).then(
      // The board appears with the client's properties in it: nothing to announce.
      async () => {
        await queryClient.refetchQueries({ queryKey: key, exact: true });
        setMigration("done");
      },
      (error: unknown) => {
        notify.error(T.error[lang], error instanceof ApiError ? T.migrationFailed[lang] : T.migrationError[lang]);
        setMigration("failed");
      },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` follows userId and listId; the toast's language is the page's.
  }, [needsMigration, listId, queryClient]);

  const error = query.error;
  useEffect(() => {
    if (!error) return;
    if (isNotFound(error)) {
      notify.error(T.error[lang], m(FAVORITE_MESSAGES.listNotFound));
      navigate(pagePath.misClientes, { replace: true });
    } else {
      notify.error(T.error[lang], T.loadFailedToast[lang]);
    }
  }, [error, navigate, lang, m]);

  return {
    query,
    migrating: migration === "running" || (needsMigration && migration === "idle"),
    migration,
  };
}
