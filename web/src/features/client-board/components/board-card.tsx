import { forwardRef, useId, type ComponentProps, type MouseEvent } from "react";
import { ArrowRightLeft, Camera, GripVertical, House, MapPin, Ruler } from "lucide-react";
import { BOARD_COLUMNS, type BoardItem, type BoardStatus } from "@domain/boards/board";
import { BOARD_TEXT as T } from "@domain/boards/board-text";
import { CARD_TEXTS } from "@domain/properties/card-texts";
import { displayArea } from "@domain/properties/property";
import { formatArea, formatListingPrice } from "@domain/format/money";
import { PopoverMenu, PopoverMenuItem, PopoverMenuLabel } from "@web/components/ui/popover-menu";
import { cn } from "@web/lib/cn";
import { useLang } from "@web/lib/i18n/lang-context";
import { listingFacts } from "@web/lib/listing-facts";
import { COLUMN_STYLE } from "../board-columns-meta";
import type { RecentMove } from "../board-state";

export type BoardCardProps = {
  item: BoardItem;
  /** /sc/{clonedPropertyId} (with ?token= for a client). */
  href: string;
  /** Someone else just moved it. */
  recent?: RecentMove;
  /** This screen's own move is on its way to the room. */
  saving?: boolean;
  /** The copy that follows the pointer while dragging. */
  overlay?: boolean;
  /** The drag handle's props (dnd-kit's activator ref and attributes); none on the overlay. */
  handle?: ComponentProps<"button"> & { ref?: (element: HTMLElement | null) => void };
  /** 'Mover a…' for phones and anyone who prefers a menu to dragging. */
  onMoveTo?: (status: BoardStatus) => void;
  /** True right after a drag: the click that ends it must not open the card. */
  suppressClick?: () => boolean;
  /** Shown from a move notice: ringed for a moment (and focused, hence tabIndex -1). */
  highlighted?: boolean;
};

/**
 * A card on a client board (/cliente/{listId}): first photo, price in whole pesos, the photo
 * count when there is more than one, address, bedrooms, bathrooms, parking and m² (built,
 * else total). Clicking it opens the property in a new tab.
 */
export function BoardCard({ item, href, recent, saving, overlay, handle, onMoveTo, suppressClick, highlighted }: BoardCardProps) {
  const lang = useLang();
  const titleId = useId();
  const newTabId = useId();
  const p = item.property;
  const area = displayArea(p);
  const facts = listingFacts(p, lang);
  const onLinkClick = (event: MouseEvent) => {
    if (suppressClick?.()) event.preventDefault();
  };

  return (
    <article
      aria-labelledby={titleId}
      data-board-item={overlay ? undefined : item.id}
      data-highlighted={highlighted ? "" : undefined}
      tabIndex={overlay ? undefined : -1}
      className={cn(
        "group relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-card transition-shadow select-none [-webkit-touch-callout:none]",
        !overlay && "hover:shadow-card-hover has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-primary-600",
        overlay && "rotate-2 cursor-grabbing shadow-menu ring-2 ring-primary-600",
        recent && "ring-2 ring-accent-500",
        "duration-500",
        highlighted && "ring-4 ring-accent-500 ring-offset-2",
      )}
    >
      <div className="relative aspect-[16/10] overflow-hidden bg-slate-100">
        {p.image_url ? (
          <img
            src={p.image_url}
            alt={p.title}
            width={400}
            height={250}
            loading="lazy"
            decoding="async"
            draggable={false}
            className="size-full object-cover"
          />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-1 text-slate-400">
            <House aria-hidden="true" className="size-8" />
            <span className="text-xs font-medium text-slate-500">{T.noPhotos[lang]}</span>
          </div>
        )}
        {p.photo_count > 1 && (
          <span className="absolute bottom-2 left-2 inline-flex items-center gap-1 rounded-md bg-slate-950/70 px-1.5 py-0.5 text-xs font-semibold text-white">
            <Camera aria-hidden="true" className="size-3.5" />
            {p.photo_count}
            <span className="sr-only"> {CARD_TEXTS.photos[lang]}</span>
          </span>
        )}
        {recent && (
          <span className="absolute bottom-2 right-2 max-w-[70%] truncate rounded-md bg-accent-700 px-1.5 py-0.5 text-xs font-semibold text-white">
            {T.movedBy[lang](recent.by.name)}
          </span>
        )}
      </div>

      <div className="flex flex-1 flex-col gap-1 p-3">
        <p className="text-lg leading-tight font-semibold tracking-tight text-slate-900">
          {formatListingPrice(p.price, p.operation_type === "renta" ? "renta" : "venta", lang)}
        </p>
        <h3 id={titleId} className="line-clamp-2 text-sm font-medium text-slate-700">
          <a
            href={href}
            target="_blank"
            rel="noopener"
            draggable={false}
            onClick={onLinkClick}
            tabIndex={overlay ? -1 : undefined}
            aria-describedby={newTabId}
            className="outline-none after:absolute after:inset-0 after:content-['']"
          >
            {p.title}
          </a>
        </h3>
        <span id={newTabId} hidden>
          {T.opensElsewhere[lang]}
        </span>
        <p className="flex items-start gap-1 text-sm text-slate-600">
          <MapPin aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-slate-400" />
          <span className="line-clamp-2">{p.address && p.address !== p.neighborhood ? p.address : p.neighborhood}</span>
        </p>
        {(facts.length > 0 || area !== null) && (
          <ul aria-label={CARD_TEXTS.features[lang]} className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
            {facts.map(({ Icon, value, label }) => (
              <li key={label} className="inline-flex items-center gap-1" title={`${value} ${label}`}>
                <Icon aria-hidden="true" className="size-4 text-slate-500" />
                {value}
                <span className="sr-only"> {label}</span>
              </li>
            ))}
            {area !== null && (
              <li className="inline-flex items-center gap-1" title={CARD_TEXTS.area[lang]}>
                <Ruler aria-hidden="true" className="size-4 text-slate-500" />
                <span className="sr-only">{CARD_TEXTS.area[lang]}: </span>
                {formatArea(area)}
              </li>
            )}
          </ul>
        )}
        {saving && (
          <p className="text-xs font-medium text-slate-500" aria-hidden="true">
            {T.saving[lang]}
          </p>
        )}
      </div>

      {(handle || overlay) && (
        <div className="absolute top-1.5 right-1.5 z-10 flex gap-1">
          {onMoveTo && <MoveMenu item={item} onMoveTo={onMoveTo} />}
          <HandleButton propertyTitle={p.title} {...handle} />
        </div>
      )}
    </article>
  );
}

const roundButton =
  "inline-flex size-11 cursor-pointer items-center justify-center rounded-full bg-white/95 text-slate-700 shadow-card ring-1 ring-slate-900/10 transition-colors hover:bg-white hover:text-primary-800";

const HandleButton = forwardRef<HTMLButtonElement, ComponentProps<"button"> & { propertyTitle: string }>(function HandleButton(
  { propertyTitle, className, ...props },
  ref,
) {
  const lang = useLang();
  return (
    <button
      ref={ref}
      type="button"
      aria-label={T.move[lang](propertyTitle)}
      className={cn(roundButton, "cursor-grab touch-manipulation active:cursor-grabbing", className)}
      {...props}
      title={T.dragToMove[lang]}
    >
      <GripVertical aria-hidden="true" className="size-5" />
    </button>
  );
});

// The browser opens it by itself (PopoverMenu): a client who opens the board's link taps it
// at once, before the board's code has arrived; the move itself is replayed once it has.
function MoveMenu({ item, onMoveTo }: { item: BoardItem; onMoveTo: (status: BoardStatus) => void }) {
  const lang = useLang();
  return (
    <PopoverMenu
      align="end"
      label={T.moveMenu[lang](item.property.title)}
      trigger={{
        "aria-label": T.moveButton[lang](item.property.title),
        title: T.moveToOther[lang],
        className: roundButton,
        children: <ArrowRightLeft aria-hidden="true" className="size-4.5" />,
      }}
    >
      <PopoverMenuLabel>{T.moveTo[lang]}</PopoverMenuLabel>
      {BOARD_COLUMNS.filter((c) => c.status !== item.status).map((c) => {
        const { Icon } = COLUMN_STYLE[c.status];
        return (
          <PopoverMenuItem key={c.status} onSelect={() => onMoveTo(c.status)}>
            <Icon aria-hidden="true" className="size-4 text-slate-500" />
            {c.title[lang]}
          </PopoverMenuItem>
        );
      })}
    </PopoverMenu>
  );
}
