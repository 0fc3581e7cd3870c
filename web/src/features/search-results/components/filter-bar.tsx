import { lazy, Suspense, useEffect, useState } from "react";
import { whenIdle } from "@web/lib/idle";
import type { SearchState } from "../search-state";
import { DESKTOP_FILTERS, filterSummaries, type DesktopFilterId } from "../search-labels";
import { FilterTrigger } from "./filter-trigger";

// The popovers (Radix, positioning) load right after the first paint; stand-ins hold their place.
const loadFilterPopovers = () => import("./filter-popovers");
const FilterPopovers = lazy(loadFilterPopovers);

/** What the person did with a stand-in before the popovers loaded: the real one picks it up. */
export type FilterIntent = { id: DesktopFilterId; open: boolean } | null;

type FilterBarProps = { state: SearchState; go: (next: SearchState) => void };

/** Desktop: Tipo, Precio, Recámaras and Más filtros, each a popover under its button. */
export function FilterBar({ state, go }: FilterBarProps) {
  const [intent, setIntent] = useState<FilterIntent>(null);
  useEffect(() => whenIdle(() => void loadFilterPopovers(), 1000), []);

  const summaries = filterSummaries(state);
  const standIns = (
    <>
      {DESKTOP_FILTERS.map(({ id, label }) => (
        <FilterTrigger
          key={id}
          label={label}
          summary={summaries[id]}
          onPointerEnter={loadFilterPopovers}
          // On pointer down, not click: if the real popover arrives between press and release,
          // the click lands elsewhere, but it still opens.
          onPointerDown={(event) => {
            if (event.button !== 0) return;
            void loadFilterPopovers();
            setIntent({ id, open: true });
          }}
          onFocus={() => {
            void loadFilterPopovers();
            setIntent((current) => (current?.id === id ? current : { id, open: false }));
          }}
          onClick={() => {
            void loadFilterPopovers();
            setIntent({ id, open: true });
          }}
        />
      ))}
    </>
  );

  return (
    <div className="flex flex-wrap gap-2">
      <Suspense fallback={standIns}>
        <FilterPopovers state={state} go={go} intent={intent} />
      </Suspense>
    </div>
  );
}
