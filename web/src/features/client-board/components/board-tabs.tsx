import { useDroppable } from "@dnd-kit/core";
import { Tabs as TabsPrimitive } from "radix-ui";
import { BOARD_COLUMNS, type BoardStatus } from "@domain/boards/board";
import { BOARD_TEXT as T } from "@domain/boards/board-text";
import { cn } from "@web/lib/cn";
import { useLang } from "@web/lib/i18n/lang-context";
import { COLUMN_STYLE } from "../board-columns-meta";

/** A tab is also a place to drop a card: held over it, the card goes to the end of that column. */
export const TAB_DROP_PREFIX = "tab:";

type BoardTabsProps = {
  counts: Record<BoardStatus, number>;
  /** Columns where something arrived since they were last in sight. */
  dots: readonly BoardStatus[];
};

/**
 * The columns as tabs on narrow screens: one tab per column with its icon, count and title,
 * and a dot when something arrived in it while another one was showing. The list sticks
 * under the site header so the other columns are one tap away from anywhere in a long one.
 */
export function BoardTabs({ counts, dots }: BoardTabsProps) {
  const lang = useLang();
  return (
    <TabsPrimitive.List
      aria-label={T.columnsLabel[lang]}
      className="sticky top-16 z-30 -mx-4 grid grid-cols-4 gap-1 border-b border-slate-200 bg-white/95 px-2 pt-2 pb-1.5 backdrop-blur sm:-mx-6 sm:px-4"
    >
      {BOARD_COLUMNS.map(({ status, title }) => (
        <BoardTab key={status} status={status} title={title[lang]} count={counts[status]} dot={dots.includes(status)} />
      ))}
    </TabsPrimitive.List>
  );
}

function BoardTab({ status, title, count, dot }: { status: BoardStatus; title: string; count: number; dot: boolean }) {
  const lang = useLang();
  const { setNodeRef, isOver } = useDroppable({ id: `${TAB_DROP_PREFIX}${status}` });
  const style = COLUMN_STYLE[status];
  const { Icon } = style;
  return (
    <TabsPrimitive.Trigger
      ref={setNodeRef}
      value={status}
      aria-label={T.tabLabel[lang](title, count, dot)}
      data-dot={dot ? "" : undefined}
      className={cn(
        "group relative flex min-h-14 min-w-0 cursor-pointer flex-col items-center justify-start gap-1 rounded-xl px-1 pt-1.5 pb-1 text-slate-600 transition-colors",
        "hover:bg-slate-50 data-[state=active]:bg-primary-50 data-[state=active]:text-primary-900",
        isOver && cn("ring-2", style.over),
      )}
    >
      <span className="flex items-center gap-1">
        <span aria-hidden="true" className={cn("flex size-6 items-center justify-center rounded-md", style.icon)}>
          <Icon className="size-3.5" />
        </span>
        <span className="text-sm font-semibold tabular-nums">{count}</span>
      </span>
      <span className="line-clamp-2 text-center text-xs leading-tight font-medium break-words">{title}</span>
      {dot && <span aria-hidden="true" className="absolute top-1 right-1.5 size-2.5 rounded-full bg-accent-600 ring-2 ring-white" />}
      <span
        aria-hidden="true"
        className="absolute inset-x-3 -bottom-1.5 h-0.5 rounded-full bg-transparent group-data-[state=active]:bg-primary-700"
      />
    </TabsPrimitive.Trigger>
  );
}
