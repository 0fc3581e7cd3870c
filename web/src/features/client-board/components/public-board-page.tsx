import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { RefreshCw, Search, SearchX } from "lucide-react";
import { useQuery } from "@tanstack/react-query";
import type { BoardItem, BoardView } from "@domain/boards/board";
import { Button, buttonClasses } from "@web/components/ui/button";
import { Container } from "@web/components/ui/container";
import { notify } from "@web/components/ui/toast";
import { fetchPublicBoard } from "../api/boards";
import { isNotFound } from "../hooks/use-agent-board";
import { useBoardRoom } from "../hooks/use-board-room";
import { AgentContactCard } from "./agent-contact-card";
import { BoardSkeleton } from "./board-skeleton";
import { LiveBoard } from "./live-board";
import { PresenceRow } from "./presence-row";
import { PageHead } from "@web/components/page-head";
import { pageHref } from "@domain/pages/page-routes";
import { pageQueryKeys } from "@web/lib/page-query-keys";
import { COMMON_MESSAGES, COMMON_MESSAGES_EN } from "@domain/errors/common-messages";
import { BOARD_TEXT as T } from "@domain/boards/board-text";
import { useLang } from "@web/lib/i18n/lang-context";

/**
 * /t/{token}: the board as the client sees it, without signing in. The client moves cards
 * (live with the agent) but cannot delete, rename or share; the agent's contact shows only
 * when the agent chose to show it. An unknown or revoked link says the board is not available.
 */
export function PublicBoardPage({ token }: { token: string }) {
  const lang = useLang();
  const query = useQuery({
    queryKey: pageQueryKeys.publicBoard(token),
    queryFn: ({ signal }) => fetchPublicBoard(token, signal),
    staleTime: 0,
  });
  const gone = query.isError && isNotFound(query.error);
  // A failed read again (offline for a moment) keeps the board that is already showing.
  const failed = query.isError && !gone && !query.data;
  useEffect(() => {
    if (failed) notify.error(T.error[lang], T.propertiesFailed[lang]);
  }, [failed, lang]);

  if (query.isPending) return <BoardSkeleton />;
  if (gone) return <BoardUnavailable />;
  if (failed || !query.data) {
    return (
      <Container className="py-20 text-center">
        <PageHead title={`${T.board[lang]} · Hogaria`} />
        <h1 className="text-2xl font-semibold text-slate-900">{T.propertiesFailedTitle[lang]}</h1>
        <p className="mt-2 text-slate-600">{(lang === "es" ? COMMON_MESSAGES : COMMON_MESSAGES_EN).offline}</p>
        <Button className="mt-6" busy={query.isFetching} onClick={() => void query.refetch()}>
          {!query.isFetching && <RefreshCw aria-hidden="true" className="size-4" />}
          {T.retry[lang]}
        </Button>
      </Container>
    );
  }
  return <ClientBoard key={query.data.board.id} token={token} view={query.data} onConnectionLost={() => void query.refetch()} />;
}

/** While the live connection is down, how often to ask whether the link still works. */
const LINK_CHECK_MS = 5000;

function ClientBoard({ token, view, onConnectionLost }: { token: string; view: BoardView; onConnectionLost: () => void }) {
  const lang = useLang();
  const { board } = view;
  const room = useBoardRoom({ boardId: board.id, token, initialItems: view.items, viewerKind: "client" });
  // A link the agent turned off refuses every reconnection: reading the board again finds
  // out, and the page then says the board is no longer available.
  const lost = room.status === "reconnecting";
  const check = useRef(onConnectionLost);
  check.current = onConnectionLost;
  useEffect(() => {
    if (!lost) return;
    const timer = window.setInterval(() => check.current(), LINK_CHECK_MS);
    return () => window.clearInterval(timer);
  }, [lost]);
  const cardHref = (item: BoardItem) => pageHref.clonedProperty(item.property.id, token);

  return (
    <Container className="py-6 sm:py-8">
      <PageHead title={T.clientPageTitle[lang](board.client_name)} noindex />
      <p className="text-sm font-semibold tracking-wide text-primary-800 uppercase">{T.propertyBoard[lang]}</p>
      <h1 className="mt-1 text-3xl font-semibold tracking-tight break-words text-slate-900 sm:text-4xl">{board.client_name}</h1>
      <p className="mt-2 max-w-3xl text-pretty text-slate-600">{`${T.chosenBy[lang](board.agent?.name ?? null)} ${T.moveThem[lang]}`}</p>

      {board.agent && (
        <div className="mt-5 max-w-2xl">
          <AgentContactCard agent={board.agent} clientName={board.client_name} />
        </div>
      )}

      <div className="mt-5 border-y border-slate-100 py-4">
        <PresenceRow viewers={room.viewers} selfId={room.selfId} status={room.status} />
      </div>
      <LiveBoard room={room} cardHref={cardHref} emptyText={T.clientEmpty[lang]} />
    </Container>
  );
}

function BoardUnavailable() {
  const lang = useLang();
  return (
    <Container className="py-20 text-center sm:py-28">
      <PageHead title={T.unavailableTitle[lang]} noindex />
      <span className="mx-auto mb-6 flex size-14 items-center justify-center rounded-2xl bg-slate-100 text-slate-600">
        <SearchX aria-hidden="true" className="size-7" />
      </span>
      <h1 className="mx-auto max-w-xl text-2xl font-semibold tracking-tight text-balance text-slate-900 sm:text-3xl">{T.unavailable[lang]}</h1>
      <p className="mx-auto mt-3 max-w-md text-pretty text-slate-600">{T.unavailableHint[lang]}</p>
      <Link to="/" className={`${buttonClasses("primary", "lg")} mt-8`}>
        <Search aria-hidden="true" className="size-5" />
        {T.searchProperties[lang]}
      </Link>
    </Container>
  );
}
