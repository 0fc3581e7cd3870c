import { Inbox, ThumbsDown, ThumbsUp, Trophy, type LucideIcon } from "lucide-react";
import { BOARD_STATUSES, type BoardStatus } from "@domain/boards/board";

/** How each column looks: an icon and a tint with its title, so colour never carries meaning alone. */
export const COLUMN_STYLE: Record<BoardStatus, { Icon: LucideIcon; icon: string; surface: string; over: string }> = {
  pool: { Icon: Inbox, icon: "bg-white text-slate-600", surface: "bg-slate-100", over: "ring-slate-400" },
  like: { Icon: ThumbsUp, icon: "bg-primary-100 text-primary-800", surface: "bg-primary-50", over: "ring-primary-500" },
  dislike: { Icon: ThumbsDown, icon: "bg-slate-200 text-slate-700", surface: "bg-slate-100", over: "ring-slate-500" },
  winner: { Icon: Trophy, icon: "bg-accent-100 text-accent-800", surface: "bg-accent-50", over: "ring-accent-500" },
};

export { boardColumnTitle as columnTitle } from "@domain/boards/board-notices";

export function isStatus(id: unknown): id is BoardStatus {
  return typeof id === "string" && (BOARD_STATUSES as readonly string[]).includes(id);
}
