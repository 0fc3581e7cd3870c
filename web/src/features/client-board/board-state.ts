import { BOARD_STATUSES, type BoardItem, type BoardStatus } from "@domain/boards/board";
import type { AwayChanges } from "@domain/boards/board-notices";
import type { Viewer } from "@party/protocol";
import { diffBoards, NO_COLUMN_CHANGES, withColumnChanges, type ColumnChanges } from "./board-changes";

/**
 * A live board's state on one screen. The room is the authority: `items` holds what it
 * confirmed (the first load, snapshots, acks, others' moves); `pending` holds this screen's
 * own moves that the room has not answered yet, shown on top so a move appears at once and
 * never flickers. A reject or a timeout drops the pending move, which is the rollback.
 */
export type PendingMove = { requestId: string; itemId: string; status: BoardStatus; position: number };

export type RecentMove = { by: Viewer; at: number };

/** Someone else's latest move, told in a notice until it is dismissed or replaced. */
export type MoveNotice = { itemId: string; from: BoardStatus; to: BoardStatus; by: Viewer; at: number };

/**
 * Why the room sent the whole board: the first connection, a connection back after being
 * offline, or cards added or removed through the API while connected.
 */
export type SnapshotReason = "connect" | "reconnect" | "refresh";

export type BoardState = {
  items: Record<string, BoardItem>;
  pending: PendingMove[];
  viewers: Viewer[];
  /** Cards someone else moved a moment ago (highlighted for a few seconds). */
  recent: Record<string, RecentMove>;
  /** Whether the room's first snapshot has arrived (the board this screen diffs against). */
  synced: boolean;
  /** Per column, how many times someone else made something arrive there. */
  changes: ColumnChanges;
  notice: MoveNotice | null;
  /** What changed while this screen was offline, shown once it is back (until dismissed). */
  away: AwayChanges | null;
};

export type BoardAction =
  | { type: "snapshot"; items: BoardItem[]; viewers?: Viewer[]; reason?: SnapshotReason }
  | { type: "move"; move: PendingMove }
  | { type: "ack"; requestId: string; item: BoardItem }
  | { type: "reject"; requestId: string; item: BoardItem | null }
  | { type: "timeout"; requestId: string }
  /** `mine`: made by this same person on another screen (no notice, no dot). */
  | { type: "moved"; item: BoardItem; from?: BoardStatus; by: Viewer; at: number; mine?: boolean }
  | { type: "presence"; viewers: Viewer[] }
  | { type: "forget-recent"; itemId: string; at: number }
  | { type: "dismiss-notice"; at: number }
  | { type: "dismiss-away" };

export function initialBoardState(items: BoardItem[]): BoardState {
  return { items: indexItems(items), pending: [], viewers: [], recent: {}, synced: false, changes: NO_COLUMN_CHANGES, notice: null, away: null };
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
      // The whole board as the room has it; own moves still on their way stay on top. After
      // the first one, what differs from the board this screen had marks its columns, and a
      // screen back from being offline says what changed meanwhile.
      const items = indexItems(action.items);
      const reason = action.reason ?? "refresh";
      const diff = state.synced && reason !== "connect" ? diffBoards(state.items, action.items) : null;
      const changed = diff && diff.moved + diff.added + diff.removed > 0;
      return {
        ...state,
        items,
        pending: state.pending.filter((m) => m.itemId in items),
        viewers: action.viewers ?? state.viewers,
        synced: true,
        changes: diff ? withColumnChanges(state.changes, diff.columns) : state.changes,
        away: changed && reason === "reconnect" ? { moved: diff.moved, added: diff.added, removed: diff.removed } : state.away,
        notice: state.notice && state.notice.itemId in items ? state.notice : null,
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
        changes: action.mine ? state.changes : withColumnChanges(state.changes, [action.item.status]),
        notice: action.mine
          ? state.notice
          : {
              itemId: action.item.id,
              from: action.from ?? state.items[action.item.id]?.status ?? action.item.status,
              to: action.item.status,
              by: action.by,
              at: action.at,
            },
      };
    case "presence":
      return { ...state, viewers: action.viewers };
    case "forget-recent": {
      const current = state.recent[action.itemId];
      if (!current || current.at !== action.at) return state;
      const { [action.itemId]: _gone, ...recent } = state.recent;
      return { ...state, recent };
    }
    case "dismiss-notice":
      return state.notice?.at === action.at ? { ...state, notice: null } : state;
    case "dismiss-away":
      return { ...state, away: null };
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
