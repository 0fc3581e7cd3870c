import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { cn } from "@web/lib/cn";

export type IconTile = { Icon: LucideIcon; title: string; text: ReactNode };

const ICON_FRAMES = {
  md: "size-11 rounded-lg bg-primary-50",
  lg: "size-12 rounded-xl bg-primary-50",
  /** On a tinted band: a white square that stands out. */
  raised: "size-12 shrink-0 rounded-xl bg-white shadow-card",
} as const;

/** The rounded square a tile's icon sits in. */
export function TileIcon({ Icon, frame = "md" }: { Icon: LucideIcon; frame?: keyof typeof ICON_FRAMES }) {
  return (
    <span className={cn("flex items-center justify-center text-primary-700", ICON_FRAMES[frame])}>
      <Icon aria-hidden="true" className={frame === "md" ? "size-5" : "size-6"} />
    </span>
  );
}

const TILES = {
  card: "rounded-xl border border-slate-200 bg-white p-6 shadow-card",
  /** On a tinted band the shadow is enough. */
  borderless: "rounded-xl bg-white p-6 shadow-card",
  /** A card whose link covers it (the link's `after:absolute after:inset-0`): it lifts on hover. */
  link: "group relative flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-card transition-shadow hover:shadow-card-hover",
} as const;

type IconTileGridProps<T extends IconTile> = {
  items: readonly T[];
  /** The grid: its columns and gaps at each width. */
  className: string;
  /** Cards with the icon above the title, or `inline`: the icon beside a smaller title, no card. */
  tile?: keyof typeof TILES | "inline";
  icon?: "md" | "lg";
  /** The text takes the card's spare height, so what follows it sits at the bottom. */
  stretchText?: boolean;
  /** What a card shows under its text (points, tags, a link). */
  footer?: (item: T) => ReactNode;
};

/** A grid of tiles, each an icon, a title and a line or two of text. */
export function IconTileGrid<T extends IconTile>({
  items,
  className,
  tile = "card",
  icon = "md",
  stretchText = false,
  footer,
}: IconTileGridProps<T>) {
  return (
    <ul className={className}>
      {items.map((item) =>
        tile === "inline" ? (
          <li key={item.title} className="flex gap-4">
            <TileIcon Icon={item.Icon} frame="raised" />
            <div>
              <h3 className="font-semibold text-slate-900">{item.title}</h3>
              <p className="mt-1 text-sm text-slate-600">{item.text}</p>
            </div>
          </li>
        ) : (
          <li key={item.title} className={TILES[tile]}>
            <TileIcon Icon={item.Icon} frame={icon} />
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{item.title}</h3>
            <p className={cn("mt-2 text-slate-600", stretchText && "flex-1")}>{item.text}</p>
            {footer?.(item)}
          </li>
        ),
      )}
    </ul>
  );
}
