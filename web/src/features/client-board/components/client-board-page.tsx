import { useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, Link2, RefreshCw, Trash2 } from "lucide-react";
import type { BoardItem } from "@domain/boards/board";
import { DEFAULT_LIST_NAME } from "@domain/favorites/favorites";
import { formatLongDate } from "@domain/format/date";
import { Button } from "@web/components/ui/button";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { Container } from "@web/components/ui/container";
import { Switch } from "@web/components/ui/switch";
import { notify } from "@web/components/ui/toast";
import { isSessionEnded } from "@web/lib/api-client";
import { CLIENT_LABELS } from "@web/lib/favorites-labels";
import { deleteFavoriteList, favoritesKeys } from "@web/lib/favorites";
import type { AgentBoardView } from "../api/boards";
import { isNotFound, useAgentBoard } from "../hooks/use-agent-board";
import { useBoardRoom } from "../hooks/use-board-room";
import { useBoardShare } from "../hooks/use-board-share";
import { BoardSkeleton } from "./board-skeleton";
import { LiveBoard } from "./live-board";
import { MigrationScreen } from "./migration-screen";
import { PresenceRow } from "./presence-row";
import { ShareMenu } from "./share-menu";
import { COMMON_MESSAGES, COMMON_MESSAGES_EN } from "@domain/errors/common-messages";
import { BOARD_TEXT as T } from "@domain/boards/board-text";
import { PageHead } from "@web/components/page-head";
import { pageHref, pagePath } from "@domain/pages/page-routes";
import { useLang } from "@web/lib/i18n/lang-context";

/** /cliente/{listId} for the agent: migration when needed, then the live board. */
export function ClientBoardPage({ userId, listId }: { userId: string; listId: string }) {
  const lang = useLang();
  const { query, migrating } = useAgentBoard(userId, listId);

  if (migrating) {
    return (
      <>
        <PageHead title={`${T.migratingTitle[lang]} · Hogaria`} />
        <MigrationScreen />
      </>
    );
  }
  if (query.isPending || (query.isError && isNotFound(query.error))) return <BoardSkeleton />;
  if (query.isError) {
    return (
      <Container className="py-20 text-center">
        <PageHead title={`${T.board[lang]} · Hogaria`} />
        <h1 className="text-2xl font-semibold text-slate-900">{T.loadFailed[lang]}</h1>
        <p className="mt-2 text-slate-600">{(lang === "es" ? COMMON_MESSAGES : COMMON_MESSAGES_EN).offline}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button busy={query.isFetching} onClick={() => void query.refetch()}>
            {!query.isFetching && <RefreshCw aria-hidden="true" className="size-4" />}
            {T.retry[lang]}
          </Button>
          <Link to={pagePath.misClientes} className="inline-flex min-h-11 items-center px-4 text-sm font-semibold text-primary-800 hover:underline">
            {T.backToClients[lang]}
          </Link>
        </div>
      </Container>
    );
  }
  return <AgentBoard key={query.data.board.id} userId={userId} listId={listId} view={query.data} />;
}

function AgentBoard({ userId, listId, view }: { userId: string; listId: string; view: AgentBoardView }) {
  const lang = useLang();
  const { board } = view;
  const room = useBoardRoom({ boardId: board.id, initialItems: view.items, viewerKind: "agent" });
  const share = useBoardShare(userId, listId, board);
  const contactId = useId();
  const cardHref = (item: BoardItem) => pageHref.clonedProperty(item.property.id);

  return (
    <Container className="py-6 sm:py-8">
      <PageHead title={T.pageTitle[lang](board.client_name)} noindex />
      <Link
        to={pagePath.misClientes}
        className="-ml-2 inline-flex min-h-11 items-center gap-2 rounded-lg px-2 text-sm font-semibold text-primary-800 hover:bg-primary-50"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {T.backToClients[lang]}
      </Link>

      <div className="mt-2 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-3xl font-semibold tracking-tight break-words text-slate-900 sm:text-4xl">{board.client_name}</h1>
          <p className="mt-1 flex items-center gap-1.5 text-slate-600">
            {board.share ? (
              <>
                <Link2 aria-hidden="true" className="size-4 text-primary-700" />
                {T.shared[lang]}
              </>
            ) : (
              T.updated[lang](formatLongDate(new Date(board.updated_at), lang))
            )}
          </p>
        </div>
        <div className="flex items-center gap-2">
          {board.client_name !== DEFAULT_LIST_NAME && <DeleteClientButton userId={userId} listId={listId} name={board.client_name} />}
          <ShareMenu board={board} share={share} />
        </div>
      </div>

      <div className="mt-5 flex flex-col gap-4 border-y border-slate-100 py-4 lg:flex-row lg:items-center lg:justify-between">
        <PresenceRow viewers={room.viewers} selfId={room.selfId} status={room.status} />
        <div className="flex items-center gap-3">
          <Switch
            id={contactId}
            checked={board.show_agent_contact}
            disabled={share.contactPending}
            onCheckedChange={share.setShowContact}
            aria-describedby={`${contactId}-hint`}
          />
          <div>
            <label htmlFor={contactId} className="cursor-pointer text-sm font-semibold text-slate-800">
              {T.showContact[lang]}
            </label>
            <p id={`${contactId}-hint`} className="text-xs text-slate-500">
              {board.show_agent_contact ? T.contactShown[lang] : T.contactHidden[lang]}
            </p>
          </div>
        </div>
      </div>

      <LiveBoard room={room} cardHref={cardHref} emptyText={T.agentEmpty[lang]} />
    </Container>
  );
}

/** Deleting the client from its board: the list, the board, its cards and its link. */
function DeleteClientButton({ userId, listId, name }: { userId: string; listId: string; name: string }) {
  const lang = useLang();
  const L = CLIENT_LABELS[lang];
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const confirm = async () => {
    setBusy(true);
    try {
      await deleteFavoriteList(listId);
      queryClient.removeQueries({ queryKey: favoritesKeys.board(userId, listId) });
      void queryClient.invalidateQueries({ queryKey: favoritesKeys.all(userId) });
      notify.success(L.deleted, L.deletedWithBoard(name));
      navigate(pagePath.misClientes, { replace: true });
    } catch (error) {
      setBusy(false);
      setOpen(false);
      // The API client already said the session ended, and takes the person to sign in.
      if (!isSessionEnded(error)) notify.error(T.error[lang], L.deleteFailed);
    }
  };
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label={T.deleteClient[lang](name)}
        title={L.deleteTitle}
        onClick={() => setOpen(true)}
        className="text-slate-500! hover:bg-danger-50! hover:text-danger-700!"
      >
        <Trash2 aria-hidden="true" className="size-5" />
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={L.deleteTitle}
        description={
          <>
            {L.deleteQuestion(name)}
            <span className="mt-2 block text-sm text-slate-500">{L.deleteNote}</span>
          </>
        }
        confirmLabel={T.delete[lang]}
        destructive
        busy={busy}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
