import { byCount, formatDecimal } from "../format/number";
import type { Lang } from "../i18n/lang";
import { BOARD_COLUMNS, type BoardStatus } from "./board";

// What a live board says about changes other people made: the notice of one move, and the
// one line a screen that was offline reads when it is back, in the page's language.

export function boardColumnTitle(status: BoardStatus, lang: Lang = "es"): string {
  return BOARD_COLUMNS.find((c) => c.status === status)?.title[lang] ?? status;
}

/**
 * "Mariana movió “Departamento en Roma Norte” a Me gustaron"; a card moved within its column:
 * "Mariana cambió el orden de “…” en Me gustaron". In English: "Mariana moved “…” to Liked",
 * "Mariana reordered “…” in Liked".
 */
export function moveNoticeText(moverName: string, propertyTitle: string, from: BoardStatus, to: BoardStatus, lang: Lang = "es"): string {
  const column = boardColumnTitle(to, lang);
  if (lang === "en")
    return from === to ? `${moverName} reordered “${propertyTitle}” in ${column}` : `${moverName} moved “${propertyTitle}” to ${column}`;
  if (from === to) return `${moverName} cambió el orden de “${propertyTitle}” en ${column}`;
  return `${moverName} movió “${propertyTitle}” a ${column}`;
}

/** What differs between the board a screen last had and the one the room sent it back. */
export type AwayChanges = { moved: number; added: number; removed: number };

/**
 * "Mientras no estabas: 2 propiedades se movieron y 1 nueva.", "Mientras no estabas: 1
 * propiedad nueva.", "Mientras no estabas: se quitó 1 propiedad." Null when nothing changed.
 */
export function awaySummaryText(changes: AwayChanges, lang: Lang = "es"): string | null {
  if (lang === "en") return awaySummaryTextEn(changes);
  const { moved, added, removed } = changes;
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

/** "While you were away: 2 properties moved and 1 new.", "… 1 new property.", "… 1 property removed." */
function awaySummaryTextEn({ moved, added, removed }: AwayChanges): string | null {
  const parts: string[] = [];
  const counted = (n: number) => `${formatDecimal(n)} ${byCount(n, "property", "properties")}`;
  if (moved > 0) parts.push(`${counted(moved)} moved`);
  if (added > 0) parts.push(parts.length > 0 ? `${added} new` : `${added} new ${byCount(added, "property", "properties")}`);
  if (removed > 0) parts.push(parts.length > 0 ? `${removed} removed` : `${counted(removed)} removed`);
  if (parts.length === 0) return null;
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
  return `While you were away: ${list}.`;
}
