import { useId } from "react";
import { useDroppable } from "@dnd-kit/core";
import { SortableContext, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { BoardItem, BoardStatus } from "@domain/boards/board";
import { BOARD_TEXT as T } from "@domain/boards/board-text";
import { cn } from "@web/lib/cn";
import { useLang } from "@web/lib/i18n/lang-context";
import { COLUMN_STYLE } from "../board-columns-meta";
import type { RecentMove } from "../board-state";
import { BoardCard } from "./board-card";

type BoardColumnProps = {
  status: BoardStatus;
  title: string;
  ids: string[];
  byId: Map<string, BoardItem>;
  recent: Record<string, RecentMove>;
  saving: ReadonlySet<string>;
  cardHref: (item: BoardItem) => string;
  onMoveTo: (item: BoardItem, status: BoardStatus) => void;
  suppressClick: () => boolean;
  highlighted: string | null;
  /** Shown under its tab, which already says its title and count: the header is for screen readers only. */
  underTab?: boolean;
};

/** A column: its title and count, its cards in order, and 'Arrastra propiedades aquí' when empty (at least 600 px tall). */
export function BoardColumn({
  status,
  title,
  ids,
  byId,
  recent,
  saving,
  cardHref,
  onMoveTo,
  suppressClick,
  highlighted,
  underTab,
}: BoardColumnProps) {
  const lang = useLang();
  const headingId = useId();
  const { setNodeRef, isOver } = useDroppable({ id: status });
  const style = COLUMN_STYLE[status];
  const { Icon } = style;

  return (
    <section
      aria-labelledby={headingId}
      data-column={status}
      className={cn("relative flex min-h-[600px] min-w-0 flex-col rounded-2xl transition-shadow", style.surface, isOver && cn("ring-2", style.over))}
    >
      <header className={underTab ? "sr-only" : "flex items-center gap-2 px-3 pt-3 pb-2"}>
        <span aria-hidden="true" className={cn("flex size-8 items-center justify-center rounded-lg", style.icon)}>
          <Icon className="size-4" />
        </span>
        <h2 id={headingId} className="min-w-0 flex-1 truncate font-semibold text-slate-900">
          {title}
        </h2>
        <span className="rounded-full bg-white px-2.5 py-0.5 text-sm font-semibold text-slate-700 shadow-sm ring-1 ring-slate-900/5">
          {ids.length}
          <span className="sr-only"> {T.propertyNoun[lang](ids.length)}</span>
        </span>
      </header>
      <SortableContext id={status} items={ids} strategy={verticalListSortingStrategy}>
        <ul
          ref={setNodeRef}
          aria-label={T.columnCount[lang](title, ids.length)}
          className={cn("flex flex-1 flex-col gap-3 p-2", underTab ? "sm:grid sm:grid-cols-2 sm:content-start" : "pt-1")}
        >
          {ids.map((id) => {
            const item = byId.get(id);
            return item ? (
              <SortableCard
                key={id}
                item={item}
                href={cardHref(item)}
                recent={recent[id]}
                saving={saving.has(id)}
                onMoveTo={(to) => onMoveTo(item, to)}
                suppressClick={suppressClick}
                highlighted={highlighted === id}
              />
            ) : null;
          })}
          {ids.length === 0 && (
            <li
              className={cn(
                "flex flex-1 items-center justify-center rounded-xl border-2 border-dashed px-4 text-center text-sm font-medium transition-colors",
                isOver ? "border-primary-500 bg-white/60 text-primary-800" : "border-slate-300/80 text-slate-500",
              )}
            >
              {T.dropHere[lang]}
            </li>
          )}
        </ul>
      </SortableContext>
    </section>
  );
}

type SortableCardProps = {
  highlighted: boolean;
  item: BoardItem;
  href: string;
  recent?: RecentMove;
  saving: boolean;
  onMoveTo: (status: BoardStatus) => void;
  suppressClick: () => boolean;
};

function SortableCard({ item, href, recent, saving, onMoveTo, suppressClick, highlighted }: SortableCardProps) {
  const lang = useLang();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
    attributes: { roleDescription: T.movable[lang] },
  });
  return (
    <li
      ref={setNodeRef}
      {...listeners}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn("touch-manipulation outline-none", isDragging && "opacity-40")}
    >
      <BoardCard
        item={item}
        href={href}
        recent={recent}
        saving={saving}
        handle={{ ref: setActivatorNodeRef, ...attributes }}
        onMoveTo={onMoveTo}
        suppressClick={suppressClick}
        highlighted={highlighted}
      />
    </li>
  );
}
