import { byCount } from "../format/number";
import { BOARD_COLUMNS, type BoardStatus } from "./board";

// What a live board says about changes other people made: the notice of one move, and the
// one line a screen that was offline reads when it is back.

export function boardColumnTitle(status: BoardStatus): string {
  return BOARD_COLUMNS.find((c) => c.status === status)?.title ?? status;
}

/**
 * "Mariana movió “Departamento en Roma Norte” a Me gustaron"; a card moved within its column:
 * "Mariana cambió el orden de “…” en Me gustaron".
 */
export function moveNoticeText(moverName: string, propertyTitle: string, from: BoardStatus, to: BoardStatus): string {
  if (from === to) return `${moverName} cambió el orden de “${propertyTitle}” en ${boardColumnTitle(to)}`;
  return `${moverName} movió “${propertyTitle}” a ${boardColumnTitle(to)}`;
}

/** The button of a move notice that shows the card. */
export const MOVE_NOTICE_SHOW = "Ver propiedad";

/** Under a column's tab when it changed while another column was showing. */
export const UNSEEN_CHANGES_LABEL = "con cambios sin ver";

/** What differs between the board a screen last had and the one the room sent it back. */
export type AwayChanges = { moved: number; added: number; removed: number };

/**
 * "Mientras no estabas: 2 propiedades se movieron y 1 nueva.", "Mientras no estabas: 1
 * propiedad nueva.", "Mientras no estabas: se quitó 1 propiedad." Null when nothing changed.
 */
export function awaySummaryText({ moved, added, removed }: AwayChanges): string | null {
  const parts: string[] = [];
  const noun = (n: number) => byCount(n, "propiedad", "propiedades");
  if (moved > 0) parts.push(`${moved} ${noun(moved)} ${byCount(moved, "se movió", "se movieron")}`);
  if (added > 0)
    parts.push(parts.length > 0 ? `${added} ${byCount(added, "nueva", "nuevas")}` : `${added} ${noun(added)} ${byCount(added, "nueva", "nuevas")}`);
  if (removed > 0)
    parts.push(
      parts.length > 0
        ? `${removed} ${byCount(removed, "se quitó", "se quitaron")}`
        : `${byCount(removed, "se quitó", "se quitaron")} ${removed} ${noun(removed)}`,
    );
  if (parts.length === 0) return null;
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(", ")} y ${parts.at(-1)}`;
  return `Mientras no estabas: ${list}.`;
}
