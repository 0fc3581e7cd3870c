import { TrainFront } from "@web/components/icons/card-icons";
import { STATION_TEXTS_BY_LANG, type StationNearby } from "@domain/transit/station-nearby";
import { useText } from "@web/lib/i18n/lang-context";
import { cn } from "@web/lib/cn";

/** The lines' colours as small dots, as the city's signs mark them (decorative: the text names the lines). */
export function LineDots({ colors, className }: { colors: readonly string[]; className?: string }) {
  return (
    <span aria-hidden="true" className={cn("inline-flex shrink-0 gap-0.5", className)}>
      {colors.map((color, i) => (
        <span key={`${color}-${i}`} className="size-2.5 rounded-full ring-1 ring-white" style={{ backgroundColor: color }} />
      ))}
    </span>
  );
}

/** A card's line: "6 min a pie de Metro Eugenia, L3", with the lines' colours. */
export function NearestStation({ station, className }: { station: StationNearby; className?: string }) {
  const t = useText();
  return (
    <p className={cn("flex items-center gap-1.5 text-sm text-slate-700", className)}>
      <TrainFront aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
      <span className="min-w-0 truncate">{t(STATION_TEXTS_BY_LANG).nearest(station)}</span>
      <LineDots colors={station.colors} />
    </p>
  );
}
