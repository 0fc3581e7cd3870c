import { useCallback, useEffect, useMemo, useState } from "react";
import { BOARD_STATUSES, type BoardItem, type BoardStatus } from "@domain/boards/board";
import { awaySummaryText } from "@domain/boards/board-notices";
import { useLang } from "@web/lib/i18n/lang-context";
import { useMediaQuery } from "@web/lib/use-media-query";
import { columnsWithDot, seeColumns, type ColumnChanges } from "../board-changes";
import type { BoardRoom } from "../hooks/use-board-room";
import { BoardColumns } from "./board-columns";
import { BoardHint } from "./board-hint";
import { AwaySummary, MoveNoticeBar } from "./board-updates";

type LiveBoardProps = {
  room: BoardRoom;
  /** Where a card's title links to (the cloned property, with the client's token on a shared board). */
  cardHref: (item: BoardItem) => string;
  /** What an empty board says to whoever is looking at it. */
  emptyText: string;
};

/** Below Tailwind's `lg`: the four columns do not fit side by side, so they become tabs. */
const TABS_QUERY = "(max-width: 1023.98px)";
/** How long a card shown from a notice stays ringed. */
const HIGHLIGHT_MS = 2400;

/**
 * The board itself, for the agent and the client alike: how to move cards, the columns live
 * (as tabs with counts and dots on narrow screens), the notice of someone else's move with
 * the way to that card, and what changed while this screen was offline.
 */
export function LiveBoard({ room, cardHref, emptyText }: LiveBoardProps) {
  const lang = useLang();
  const { state } = room;
  // Cards whose move the room has not confirmed yet show as saving.
  const saving = useMemo(() => new Set(state.pending.map((m) => m.itemId)), [state.pending]);
  // The worker renders the phone's tabs: a shared board's link is mostly opened on a phone.
  const tabs = useMediaQuery(TABS_QUERY, true);
  const [selected, setSelected] = useState<BoardStatus>("pool");
  const inSight = useMemo(() => (tabs ? [selected] : [...BOARD_STATUSES]), [tabs, selected]);
  const [seen, setSeen] = useState<Partial<ColumnChanges>>({});
  useEffect(() => setSeen((current) => seeColumns(state.changes, current, inSight)), [state.changes, inSight]);
  const dots = columnsWithDot(state.changes, seen, inSight);

  // Showing a card from a notice: its column's tab first, then (once it is on the page)
  // scroll to it, focus it and ring it for a moment.
  const [request, setRequest] = useState<{ itemId: string; n: number } | null>(null);
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const show = useCallback(
    (itemId: string) => {
      const item = room.items.find((i) => i.id === itemId);
      if (!item) return;
      setSelected(item.status);
      setRequest((r) => ({ itemId, n: (r?.n ?? 0) + 1 }));
    },
    [room.items],
  );
  useEffect(() => {
    if (!request) return;
    // The card's tab may mount its panel a frame or two later: look for it for up to ~half a second.
    let frame = 0;
    let tries = 0;
    const reveal = () => {
      const card = document.querySelector<HTMLElement>(`[data-board-item="${CSS.escape(request.itemId)}"]`);
      if (!card) {
        if (++tries < 30) frame = window.requestAnimationFrame(reveal);
        return;
      }
      const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      card.scrollIntoView({ block: "center", behavior: still ? "auto" : "smooth" });
      card.focus({ preventScroll: true });
      if (!still)
        card.animate([{ transform: "scale(1)" }, { transform: "scale(1.03)" }, { transform: "scale(1)" }], { duration: 600, iterations: 2 });
      setHighlighted(request.itemId);
    };
    reveal();
    return () => window.cancelAnimationFrame(frame);
  }, [request]);
  useEffect(() => {
    if (!highlighted) return;
    const timer = window.setTimeout(() => setHighlighted(null), HIGHLIGHT_MS);
    return () => window.clearTimeout(timer);
  }, [highlighted, request]);

  return (
    <>
      <AwaySummary text={state.away && awaySummaryText(state.away, lang)} onDismiss={room.dismissAway} />
      <div className="mt-4">
        <BoardHint tabs={tabs} />
      </div>
      {room.items.length === 0 && <p className="mt-4 rounded-xl bg-primary-50 px-4 py-3 text-sm text-primary-900">{emptyText}</p>}
      <div className="mt-5">
        <BoardColumns
          items={room.items}
          recent={room.recent}
          saving={saving}
          cardHref={cardHref}
          onMove={room.move}
          layout={tabs ? "tabs" : "columns"}
          selected={selected}
          onSelect={setSelected}
          dots={dots}
          highlighted={highlighted}
        />
      </div>
      <MoveNoticeBar notice={state.notice} items={room.items} onShow={show} onDismiss={room.dismissNotice} />
    </>
  );
}
