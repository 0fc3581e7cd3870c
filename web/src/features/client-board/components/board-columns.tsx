import { useCallback, useMemo, useRef, useState } from "react";
import {
  closestCenter,
  DndContext,
  DragOverlay,
  getFirstCollision,
  KeyboardSensor,
  MeasuringStrategy,
  MouseSensor,
  pointerWithin,
  rectIntersection,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import { arrayMove, sortableKeyboardCoordinates } from "@dnd-kit/sortable";
import { Tabs as TabsPrimitive } from "radix-ui";
import { BOARD_COLUMNS, BOARD_STATUSES, type BoardItem, type BoardStatus } from "@domain/boards/board";
import { BOARD_TEXT as T } from "@domain/boards/board-text";
import { useLang } from "@web/lib/i18n/lang-context";
import { columnTitle, isStatus } from "../board-columns-meta";
import { groupByColumn, positionAt, type RecentMove } from "../board-state";
import { BoardCard } from "./board-card";
import { BoardColumn } from "./board-column";
import { BoardTabs, TAB_DROP_PREFIX } from "./board-tabs";

type Ids = Record<BoardStatus, string[]>;

type BoardColumnsProps = {
  items: BoardItem[];
  recent: Record<string, RecentMove>;
  /** Cards whose own move is still on its way. */
  saving: ReadonlySet<string>;
  cardHref: (item: BoardItem) => string;
  onMove: (itemId: string, status: BoardStatus, position: number) => void;
  /** Narrow screens: one column at a time under tabs; wide ones: the four columns side by side. */
  layout: "tabs" | "columns";
  /** The column showing under the tabs. */
  selected: BoardStatus;
  onSelect: (status: BoardStatus) => void;
  /** Tabs of columns where something arrived out of sight. */
  dots: readonly BoardStatus[];
  /** The card shown from a notice, highlighted for a moment. */
  highlighted: string | null;
};

/** The column a droppable stands for: a column itself, or its tab. */
function droppableColumn(id: UniqueIdentifier): BoardStatus | undefined {
  if (isStatus(id)) return id;
  const key = String(id);
  if (key.startsWith(TAB_DROP_PREFIX)) {
    const status = key.slice(TAB_DROP_PREFIX.length);
    return isStatus(status) ? status : undefined;
  }
  return undefined;
}

function idsOf(items: BoardItem[]): Ids {
  const columns = groupByColumn(items);
  return Object.fromEntries(BOARD_STATUSES.map((s) => [s, columns[s].map((i) => i.id)])) as Ids;
}

/**
 * The four columns with drag and drop (dnd-kit): mouse, touch (press and hold) and keyboard
 * (Space or Enter on a card's 'Mover' button, arrows, Space or Enter to drop, Escape to
 * cancel), announced in the page's language. A drop becomes one move: the card's column and a position
 * between its new neighbours.
 */
export function BoardColumns({ items, recent, saving, cardHref, onMove, layout, selected, onSelect, dots, highlighted }: BoardColumnsProps) {
  const lang = useLang();
  const byId = useMemo(() => new Map(items.map((i) => [i.id, i])), [items]);
  const settledIds = useMemo(() => idsOf(items), [items]);
  /** While dragging: the columns as the drag has rearranged them so far. */
  const [dragIds, setDragIdsState] = useState<Ids | null>(null);
  const dragIdsRef = useRef<Ids | null>(null);
  const setDragIds = (next: Ids | null) => {
    dragIdsRef.current = next;
    setDragIdsState(next);
  };
  const [activeId, setActiveId] = useState<string | null>(null);
  const lastOverId = useRef<UniqueIdentifier | null>(null);
  const movedToNewColumn = useRef(false);
  /** True only until the click that may follow the drop (same gesture) has been dispatched. */
  const justDropped = useRef(false);
  const ids = dragIds ?? settledIds;

  // Latest values for the announcements, which dnd-kit keeps from the first render.
  const latest = useRef({ ids, byId, settledIds });
  latest.current = { ids, byId, settledIds };

  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 220, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const containerOf = (id: UniqueIdentifier, within: Ids): BoardStatus | undefined =>
    droppableColumn(id) ?? BOARD_STATUSES.find((s) => within[s].includes(String(id)));

  /** Over a column with cards, aim at its closest card; remember the last target between frames. */
  const collisionDetection: CollisionDetection = useCallback((args) => {
    const current = dragIdsRef.current ?? latest.current.settledIds;
    const hits = args.pointerCoordinates ? pointerWithin(args) : [];
    let overId = getFirstCollision(hits.length > 0 ? hits : rectIntersection(args), "id");
    if (overId != null) {
      if (isStatus(overId) && current[overId].length > 0) {
        const cards = current[overId];
        const closest = closestCenter({
          ...args,
          droppableContainers: args.droppableContainers.filter((c) => c.id !== overId && cards.includes(String(c.id))),
        });
        overId = closest[0]?.id ?? overId;
      }
      lastOverId.current = overId;
      return [{ id: overId }];
    }
    if (movedToNewColumn.current && args.active) lastOverId.current = args.active.id;
    return lastOverId.current ? [{ id: lastOverId.current }] : [];
  }, []);

  const onDragStart = ({ active }: DragStartEvent) => {
    setActiveId(String(active.id));
    setDragIds(settledIds);
  };

  const onDragOver = ({ active, over }: DragOverEvent) => {
    const current = dragIdsRef.current;
    if (!over || !current) return;
    const from = containerOf(active.id, current);
    const to = containerOf(over.id, current);
    if (!from || !to || from === to) return;
    const activeKey = String(active.id);
    const target = current[to];
    let index = target.length;
    if (!droppableColumn(over.id)) {
      const overIndex = target.indexOf(String(over.id));
      const translated = active.rect.current.translated;
      const below = translated ? translated.top > over.rect.top + over.rect.height / 2 : false;
      index = overIndex >= 0 ? overIndex + (below ? 1 : 0) : target.length;
    }
    movedToNewColumn.current = true;
    setDragIds({
      ...current,
      [from]: current[from].filter((id) => id !== activeKey),
      [to]: [...target.slice(0, index), activeKey, ...target.slice(index)],
    });
  };

  const finish = () => {
    setActiveId(null);
    setDragIds(null);
    lastOverId.current = null;
    movedToNewColumn.current = false;
    justDropped.current = true;
    window.setTimeout(() => {
      justDropped.current = false;
    }, 0);
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const current = dragIdsRef.current;
    const item = byId.get(String(active.id));
    if (!over || !current || !item) return finish();
    const column = containerOf(active.id, current);
    if (!column) return finish();
    let order = current[column];
    const overColumn = containerOf(over.id, current);
    if (overColumn === column && !droppableColumn(over.id)) {
      const from = order.indexOf(item.id);
      const to = order.indexOf(String(over.id));
      if (from !== to && from >= 0 && to >= 0) order = arrayMove(order, from, to);
    }
    const unchanged = column === item.status && order.join() === settledIds[column].join();
    if (!unchanged) {
      const index = order.indexOf(item.id);
      const others = order
        .filter((id) => id !== item.id)
        .map((id) => byId.get(id)!)
        .filter(Boolean);
      onMove(item.id, column, positionAt(others, index));
    }
    finish();
  };

  const moveTo = (item: BoardItem, status: BoardStatus) => {
    const column = settledIds[status].map((id) => byId.get(id)!).filter(Boolean);
    onMove(item.id, status, positionAt(column, column.length));
  };

  const announcements: Announcements = useMemo(() => {
    const title = (id: UniqueIdentifier) => `“${latest.current.byId.get(String(id))?.property.title ?? T.theProperty[lang]}”`;
    const where = (id: UniqueIdentifier, overId: UniqueIdentifier) => {
      const { ids: now } = latest.current;
      const column = droppableColumn(overId) ?? BOARD_STATUSES.find((s) => now[s].includes(String(overId)));
      if (!column) return "";
      const list = now[column];
      const index = list.indexOf(String(id));
      const position = index >= 0 ? index + 1 : list.length + 1;
      return T.position[lang](columnTitle(column, lang), position, Math.max(list.length, position));
    };
    return {
      onDragStart: ({ active }) => T.pickedUp[lang](title(active.id), where(active.id, active.id)),
      onDragOver: ({ active, over }) => (over ? T.over[lang](title(active.id), where(active.id, over.id)) : T.overNothing[lang](title(active.id))),
      onDragEnd: ({ active, over }) =>
        over ? T.dropped[lang](title(active.id), where(active.id, over.id)) : T.droppedNowhere[lang](title(active.id)),
      onDragCancel: ({ active }) => {
        const item = latest.current.byId.get(String(active.id));
        return T.cancelled[lang](title(active.id), item ? columnTitle(item.status, lang) : T.itsColumn[lang]);
      },
    };
  }, [lang]);

  const activeItem = activeId ? byId.get(activeId) : undefined;
  const suppressClick = useCallback(() => justDropped.current, []);
  const counts = Object.fromEntries(BOARD_STATUSES.map((s) => [s, settledIds[s].length])) as Record<BoardStatus, number>;

  const column = (status: BoardStatus, title: string) => (
    <BoardColumn
      key={status}
      status={status}
      title={title}
      ids={ids[status]}
      byId={byId}
      recent={recent}
      saving={saving}
      cardHref={cardHref}
      onMoveTo={moveTo}
      suppressClick={suppressClick}
      highlighted={highlighted}
      underTab={layout === "tabs"}
    />
  );

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
      accessibility={{ announcements, screenReaderInstructions: { draggable: T.dragInstructions[lang] } }}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={finish}
    >
      {layout === "tabs" ? (
        <TabsPrimitive.Root value={selected} onValueChange={(value) => isStatus(value) && onSelect(value)}>
          <BoardTabs counts={counts} dots={dots} />
          {BOARD_COLUMNS.map(({ status, title }) => (
            <TabsPrimitive.Content key={status} value={status} className="pt-3">
              {column(status, title[lang])}
            </TabsPrimitive.Content>
          ))}
        </TabsPrimitive.Root>
      ) : (
        <div className="grid grid-cols-4 gap-4">{BOARD_COLUMNS.map(({ status, title }) => column(status, title[lang]))}</div>
      )}
      <DragOverlay>
        {activeItem ? (
          <div aria-hidden="true">
            <BoardCard item={activeItem} href={cardHref(activeItem)} overlay />
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
