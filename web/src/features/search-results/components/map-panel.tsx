import { lazy, Suspense, useEffect, useState } from "react";
import { MapPinned } from "lucide-react";
import { whenIdle } from "@web/lib/idle";
import { cn } from "@web/lib/cn";
import { MAP_COLUMN } from "./results-columns";
import type { ResultsMapProps } from "../map/results-map";
import { serverStub } from "@web/lib/client-only";
import { RESULTS_MAP_TEXTS } from "@domain/map/results-map-texts";
import { useLang } from "@web/lib/i18n/lang-context";

// Leaflet, its CSS and the map's code are their own chunk: the list never waits for them.
const loadResultsMap = () => (import.meta.env.SSR ? serverStub<typeof import("../map/results-map")>() : import("../map/results-map"));
const ResultsMap = lazy(loadResultsMap);

type MapPanelProps = Omit<ResultsMapProps, "active"> & {
  isDesktop: boolean;
  /** Phones: the map is showing instead of the list. */
  mobileOpen: boolean;
};

/**
 * Desktop: the map beside the list, sticky under the header. Phones: the map over the
 * page while 'Mapa' is on. Its code starts loading once the browser is idle after the
 * first paint (or at once when a phone asks for it).
 */
export function MapPanel({ isDesktop, mobileOpen, ...mapProps }: MapPanelProps) {
  const lang = useLang();
  const [loaded, setLoaded] = useState(false);
  const [openedOnce, setOpenedOnce] = useState(false);
  if (mobileOpen && !openedOnce) setOpenedOnce(true);

  useEffect(() => {
    let cancelled = false;
    const load = () =>
      void loadResultsMap().then(
        () => !cancelled && setLoaded(true),
        () => {},
      );
    if (mobileOpen) load();
    const cancelIdle = whenIdle(load, isDesktop ? 800 : 4000);
    return () => {
      cancelled = true;
      cancelIdle();
    };
  }, [isDesktop, mobileOpen]);

  const show = isDesktop || mobileOpen;
  const mounted = loaded && (isDesktop || openedOnce);

  return (
    <aside
      aria-label={RESULTS_MAP_TEXTS[lang].region}
      className={cn(
        "lg:relative lg:block lg:border-l lg:border-slate-200",
        MAP_COLUMN,
        mobileOpen ? "fixed inset-x-0 top-16 bottom-0 z-30 bg-slate-100" : "hidden",
      )}
    >
      <div className="size-full lg:sticky lg:top-16 lg:h-[calc(100dvh-4rem)]">
        {mounted ? (
          <Suspense fallback={<MapPlaceholder />}>
            <ResultsMap {...mapProps} active={show} />
          </Suspense>
        ) : (
          <MapPlaceholder />
        )}
      </div>
    </aside>
  );
}

function MapPlaceholder() {
  return (
    <div className="flex size-full items-center justify-center bg-slate-100" aria-busy="true">
      <p role="status" className="flex items-center gap-2 text-sm font-medium text-slate-500">
        <MapPinned aria-hidden="true" className="size-5 animate-pulse" />
        Cargando el mapa…
      </p>
    </div>
  );
}
