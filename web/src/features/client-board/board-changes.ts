import { BOARD_STATUSES, type BoardItem, type BoardStatus } from "@domain/boards/board";
import type { AwayChanges } from "@domain/boards/board-notices";

/**
 * What changed between the board a screen had and the board the room sent it: cards moved
 * (another column or another place in one), added and removed, and the columns something
 * arrived in. A screen back from being offline diffs its last board with the room's
 * snapshot: the room keeps no history, and what matters to the person is how the board
 * differs now (a card moved away and back did not change).
 */
export type BoardDiff = AwayChanges & { columns: BoardStatus[] };

export function diffBoards(before: Record<string, BoardItem>, after: BoardItem[]): BoardDiff {
  let moved = 0;
  let added = 0;
  const columns = new Set<BoardStatus>();
  for (const item of after) {
    const old = before[item.id];
    if (!old) {
      added += 1;
      columns.add(item.status);
    } else if (old.status !== item.status || old.position !== item.position) {
      moved += 1;
      columns.add(item.status);
    }
  }
  const now = new Set(after.map((i) => i.id));
  const removed = Object.keys(before).filter((id) => !now.has(id)).length;
  return { moved, added, removed, columns: BOARD_STATUSES.filter((s) => columns.has(s)) };
}

/** How many times something arrived in each column (a card moved or added there by someone else). */
export type ColumnChanges = Record<BoardStatus, number>;

export const NO_COLUMN_CHANGES: ColumnChanges = Object.fromEntries(BOARD_STATUSES.map((s) => [s, 0])) as ColumnChanges;

export function withColumnChanges(changes: ColumnChanges, columns: readonly BoardStatus[]): ColumnChanges {
  if (columns.length === 0) return changes;
  const next = { ...changes };
  for (const status of columns) next[status] += 1;
  return next;
}

/**
 * The columns whose tab shows a dot: something arrived there since the person last looked
 * at it (`seen`: the change count when they last had it in sight), and it is not in sight now.
 */
export function columnsWithDot(changes: ColumnChanges, seen: Partial<ColumnChanges>, inSight: readonly BoardStatus[]): BoardStatus[] {
  return BOARD_STATUSES.filter((s) => !inSight.includes(s) && changes[s] > (seen[s] ?? 0));
}

/** `seen` once the person has the columns `inSight` in view: their changes count as seen. */
export function seeColumns(changes: ColumnChanges, seen: Partial<ColumnChanges>, inSight: readonly BoardStatus[]): Partial<ColumnChanges> {
  if (inSight.every((s) => (seen[s] ?? 0) === changes[s])) return seen;
  const next = { ...seen };
  for (const s of inSight) next[s] = changes[s];
  return next;
}
