import { useMemo } from "react";
import type { BoardItem } from "@domain/boards/board";
import type { BoardRoom } from "../hooks/use-board-room";
import { BoardColumns } from "./board-columns";
import { BoardHint } from "./board-hint";

type LiveBoardProps = {
  room: BoardRoom;
  /** Where a card's title links to (the cloned property, with the client's token on a shared board). */
  cardHref: (item: BoardItem) => string;
  /** What an empty board says to whoever is looking at it. */
  emptyText: string;
};

/** The board itself, for the agent and the client alike: how to move cards, and the columns, live. */
export function LiveBoard({ room, cardHref, emptyText }: LiveBoardProps) {
  // Cards whose move the room has not confirmed yet show as saving.
  const saving = useMemo(() => new Set(room.state.pending.map((m) => m.itemId)), [room.state.pending]);
  return (
    <>
      <div className="mt-4">
        <BoardHint />
      </div>
      {room.items.length === 0 && <p className="mt-4 rounded-xl bg-primary-50 px-4 py-3 text-sm text-primary-900">{emptyText}</p>}
      <div className="mt-5">
        <BoardColumns items={room.items} recent={room.recent} saving={saving} cardHref={cardHref} onMove={room.move} />
      </div>
    </>
  );
}
