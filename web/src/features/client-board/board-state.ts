import { BOARD_STATUSES, type BoardItem, type BoardStatus } from "@domain/boards/board";
import type { Viewer } from "@party/protocol";

/**
 * A live board's state on one screen. The room is the authority: `items` holds what it
 * confirmed (the first load, snapshots, acks, others' moves); `pending` holds this screen's
 * own moves that the room has not answered yet, shown on top so a move appears at once and
 * never flickers. A reject or a timeout drops the pending move, which is the rollback.
 */
export type PendingMove = { requestId: string; itemId: string; status: BoardStatus; position: number };

export type RecentMove = { by: Viewer; at: number };

export type BoardState = {
  items: Record<string, BoardItem>;
  pending: PendingMove[];
  viewers: Viewer[];
  /** Cards someone else moved a moment ago (highlighted for a few seconds). */
  recent: Record<string, RecentMove>;
};

export type BoardAction =
  | { type: "snapshot"; items: BoardItem[]; viewers?: Viewer[] }
  | { type: "move"; move: PendingMove }
  | { type: "ack"; requestId: string; item: BoardItem }
  | { type: "reject"; requestId: string; item: BoardItem | null }
  | { type: "timeout"; requestId: string }
  | { type: "moved"; item: BoardItem; by: Viewer; at: number }
  | { type: "presence"; viewers: Viewer[] }
  | { type: "forget-recent"; itemId: string; at: number };

export function initialBoardState(items: BoardItem[]): BoardState {
  return { items: indexItems(items), pending: [], viewers: [], recent: {} };
}

function indexItems(items: BoardItem[]): Record<string, BoardItem> {
  return Object.fromEntries(items.map((item) => [item.id, item]));
}

function withoutRequest(pending: PendingMove[], requestId: string): PendingMove[] {
  return pending.filter((m) => m.requestId !== requestId);
}

export function boardReducer(state: BoardState, action: BoardAction): BoardState {
  switch (action.type) {
    case "snapshot": {
      // The whole board as the room has it; own moves still on their way stay on top.
      const items = indexItems(action.items);
      return {
        ...state,
        items,
        pending: state.pending.filter((m) => m.itemId in items),
        viewers: action.viewers ?? state.viewers,
      };
    }
    case "move":
      if (!(action.move.itemId in state.items)) return state;
      return { ...state, pending: [...state.pending, action.move] };
    case "ack":
      return { ...state, items: { ...state.items, [action.item.id]: action.item }, pending: withoutRequest(state.pending, action.requestId) };
    case "reject":
      return {
        ...state,
        items: action.item ? { ...state.items, [action.item.id]: action.item } : state.items,
        pending: withoutRequest(state.pending, action.requestId),
      };
    case "timeout":
      return { ...state, pending: withoutRequest(state.pending, action.requestId) };
    case "moved":
      return {
        ...state,
        items: { ...state.items, [action.item.id]: action.item },
        recent: { ...state.recent, [action.item.id]: { by: action.by, at: action.at } },
      };
    case "presence":
      return { ...state, viewers: action.viewers };
    case "forget-recent": {
      const current = state.recent[action.itemId];
      if (!current || current.at !== action.at) return state;
      const { [action.itemId]: _gone, ...recent } = state.recent;
      return { ...state, recent };
    }
  }
}

/** The cards as this screen shows them: the confirmed ones with this screen's latest pending move of each on top. */
export function visibleItems(state: BoardState): BoardItem[] {
  const latest = new Map<string, PendingMove>();
  for (const move of state.pending) latest.set(move.itemId, move);
  return Object.values(state.items).map((item) => {
    const move = latest.get(item.id);
    return move ? { ...item, status: move.status, position: move.position } : item;
  });
}

export function hasPendingMove(state: BoardState, itemId: string): boolean {
  return state.pending.some((m) => m.itemId === itemId);
}

export type Columns = Record<BoardStatus, BoardItem[]>;

/** Cards per column, in position order (ties by id, so every screen shows the same order). */
export function groupByColumn(items: BoardItem[]): Columns {
  const columns = Object.fromEntries(BOARD_STATUSES.map((s) => [s, [] as BoardItem[]])) as Columns;
  for (const item of items) (columns[item.status] ?? columns.pool).push(item);
  for (const status of BOARD_STATUSES) columns[status].sort(compareItems);
  return columns;
}

export function compareItems(a: BoardItem, b: BoardItem): number {
  return a.position - b.position || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * A position between two neighbours (fractional), so a move is one message about one card:
 * the first card of a column goes before its neighbour, the last after it.
 */
export function positionBetween(before: number | undefined, after: number | undefined): number {
  if (before === undefined && after === undefined) return 1;
  if (before === undefined) return after! - 1;
  if (after === undefined) return before + 1;
  return (before + after) / 2;
}

/** The position for a card dropped at `index` of a column (the column without that card). */
export function positionAt(column: BoardItem[], index: number): number {
  return positionBetween(column[index - 1]?.position, column[index]?.position);
}
