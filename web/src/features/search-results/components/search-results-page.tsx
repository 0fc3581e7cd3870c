import { SEARCH_PAGE_TEXTS } from "@domain/properties/search-page-texts";
import { useLang } from "@web/lib/i18n/lang-context";
import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { List, Map as MapIcon, SlidersHorizontal } from "lucide-react";
import type { MapMarker, Operation } from "@domain/properties/property";
import { SECTION_OPERATION } from "@domain/properties/sections";
import type { SearchLocation } from "@web/lib/search-urls";
import type { PlaceNotServedProps, SaveSearchProps } from "@web/lib/saved-searches";
import { cn } from "@web/lib/cn";
import { activeFilterCount, searchUrl, withFilters, type SearchState } from "../search-state";
import { searchTitle } from "../search-labels";
import { propertyCountLabel } from "@domain/format/number";
import { useSearchState } from "../hooks/use-search-state";
import { usePropertySearch } from "../hooks/use-property-search";
import { useMediaQuery } from "@web/lib/use-media-query";
import { LIST_COLUMN } from "./results-columns";
import { OperationSwitch } from "./operation-switch";
import { FilterBar } from "./filter-bar";
import { SortSelect } from "./sort-select";
import { ActiveFilters } from "./active-filters";
import { NotGivenNote } from "./not-given-note";
import { ResultsList } from "./results-list";
import { MapPanel } from "./map-panel";
import { CommutePanel } from "./commute-panel";
import { serverStub } from "@web/lib/client-only";
import { PageHead } from "@web/components/page-head";
import { pageHref } from "@domain/pages/page-routes";

const loadFiltersSheet = () => (import.meta.env.SSR ? serverStub<typeof import("./filters-sheet")>() : import("./filters-sheet"));
const FiltersSheet = lazy(loadFiltersSheet);

const NO_MARKERS: MapMarker[] = [];

export type LocationFieldProps = {
  label: string;
  placeName: string | null;
  onSelect: (location: SearchLocation) => void;
  onClear: () => void;
  /** Searches the whole city (a text that matches no place offers it); without it, a text that matches no place stays as typed. */
  onWholeCity?: () => void;
  /** The page's operation: suggestions count its listings. */
  operation: Operation;
  placeholder?: string;
};

type SearchResultsPageProps = {
  /** The location autocomplete (the page composes it from the location-search feature). */
  renderLocationField: (props: LocationFieldProps) => ReactNode;
  /**
   * What the page shows instead of its (empty) results and map when the place searched is
   * one where Hogaria does not publish yet (the API's location.served).
   */
  renderPlaceNotServed?: (props: PlaceNotServedProps) => ReactNode;
  /** 'Guardar búsqueda' for the search shown (the saved-searches feature). */
  renderSaveSearch?: (props: SaveSearchProps) => ReactNode;
};

/** The search's parameters as its canonical URL writes them, with the operation: what a saved search keeps. */
function searchFilters(state: SearchState): Record<string, string> {
  const query = new URLSearchParams(searchUrl(state).split("?")[1] ?? "");
  return { ...Object.fromEntries(query), operation: state.operation };
}

/**
 * /comprar, /rentar and /remate: filters, the result count and sort, the cards with their
 * pages, and the map beside them (phones: a 'Mapa' / 'Lista' switch). Everything it shows
 * comes from the URL.
 */
export function SearchResultsPage({ renderLocationField, renderPlaceNotServed, renderSaveSearch }: SearchResultsPageProps) {
  const { section, state, listQuery, mapQuery, go } = useSearchState();
  const lang = useLang();
  const texts = SEARCH_PAGE_TEXTS[useLang()];
  const { results, markers } = usePropertySearch(listQuery, mapQuery);
  const navigate = useNavigate();
  const isDesktop = useMediaQuery("(min-width: 1024px)");
  const [view, setView] = useState<"list" | "map">("list");
  const [highlightedId, setHighlightedId] = useState<string | null>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [sheetMounted, setSheetMounted] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const filtersButtonRef = useRef<HTMLButtonElement>(null);
  const locationRef = useRef<HTMLDivElement>(null);

  // The API's place for this search (not the previous search's, still on screen meanwhile).
  const place = results.isPlaceholderData ? null : (results.data?.location ?? null);
  const placeName = place?.nombre_canonico ?? state.place?.name ?? null;
  const title = searchTitle(state, placeName, lang);
  const total = results.isError ? undefined : results.data?.total;
  const notServed = renderPlaceNotServed && place && !place.served && total === 0 ? place : null;
  const mapOpen = !isDesktop && view === "map" && !notServed;
  const filterCount = activeFilterCount(state);

  const changePlace = (next: SearchState) => {
    void Promise.resolve(go(next)).then(() => titleRef.current?.focus({ preventScroll: true }));
  };

  const selectMarker = useCallback(
    (id: string) => {
      setHighlightedId(id);
      if (!isDesktop) return;
      document.querySelector(`[data-property-id="${CSS.escape(id)}"]`)?.scrollIntoView({ behavior: "smooth", block: "nearest" });
    },
    [isDesktop],
  );

  const centroid =
    place?.centroide ?? (state.place?.lat != null && state.place.lng != null ? ([state.place.lng, state.place.lat] as [number, number]) : null);

  return (
    <>
      <PageHead title={`${title} · Hogaria`} noindex={Boolean(state.bounds || state.polygon)} />

      <div className="border-b border-slate-200 bg-white">
        <div className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:flex-wrap sm:items-end sm:px-6">
          <div ref={locationRef} role="search" aria-label={texts.changePlace} className="sm:min-w-72 sm:flex-1 lg:w-80 lg:flex-none">
            {renderLocationField({
              label: texts.place,
              operation: SECTION_OPERATION[section],
              placeName: state.polygon || state.bounds ? null : placeName,
              onSelect: (location) =>
                changePlace(
                  withFilters(state, {
                    place: {
                      id: location.id,
                      name: location.nombre_canonico,
                      lat: location.centroide?.[1] ?? null,
                      lng: location.centroide?.[0] ?? null,
                    },
                    bounds: null,
                    polygon: null,
                  }),
                ),
              // The field starts afresh for the new search; keep the focus in it.
              onClear: () =>
                void Promise.resolve(go(withFilters(state, { place: null }))).then(() => locationRef.current?.querySelector("input")?.focus()),
              // The whole city: no place, and no drawn zone or map box either.
              onWholeCity: () => void go(withFilters(state, { place: null, bounds: null, polygon: null })),
            })}
          </div>
          <OperationSwitch state={state} />
          <FilterBar state={state} go={go} />
          <div className="flex items-center gap-2 lg:hidden">
            <button
              ref={filtersButtonRef}
              type="button"
              aria-haspopup="dialog"
              aria-expanded={sheetOpen}
              onPointerEnter={loadFiltersSheet}
              onFocus={loadFiltersSheet}
              onClick={() => {
                setSheetMounted(true);
                setSheetOpen(true);
              }}
              className="inline-flex min-h-11 flex-1 cursor-pointer items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50 sm:min-h-13 sm:rounded-xl sm:px-5"
            >
              <SlidersHorizontal aria-hidden="true" className="size-4" />
              {texts.filters}
              {filterCount > 0 && (
                <span className="inline-flex min-w-6 items-center justify-center rounded-full bg-primary-700 px-1.5 text-xs font-semibold text-white">
                  <span className="sr-only">: </span>
                  {filterCount}
                  <span className="sr-only"> {texts.active(filterCount)}</span>
                </span>
              )}
            </button>
          </div>
        </div>
        <div className="px-4 pb-3 sm:px-6">
          <CommutePanel
            state={state}
            go={go}
            commute={results.isPlaceholderData ? undefined : results.data?.commute}
            renderDestinationField={(props) => renderLocationField({ ...props, operation: SECTION_OPERATION[section] })}
          />
        </div>
      </div>

      <div className="lg:flex">
        <div className={cn("min-w-0 flex-1 px-4 pt-5 pb-24 sm:px-6 lg:pb-12", !notServed && LIST_COLUMN, mapOpen && "hidden")}>
          {notServed ? (
            renderPlaceNotServed!({
              place: { id: notServed.id, name: notServed.nombre_canonico },
              operation: state.operation,
              tipo: state.tipo,
              title,
            })
          ) : (
            <>
              <h1
                ref={titleRef}
                tabIndex={-1}
                className="text-2xl font-semibold tracking-tight text-balance text-slate-900 focus:outline-none sm:text-3xl"
              >
                {title}
              </h1>
              <div className="mt-1 flex flex-wrap items-center justify-between gap-x-6 gap-y-2">
                <p role="status" className="text-slate-600">
                  {total === undefined ? (results.isError ? "" : texts.searching) : propertyCountLabel(total, lang)}
                </p>
                <div className="flex items-center gap-4">
                  {renderSaveSearch?.({ filters: searchFilters(state), title })}
                  <SortSelect
                    className="hidden lg:flex"
                    value={state.orden}
                    commute={state.destinoLat !== null}
                    onChange={(orden) => go(withFilters(state, { orden }))}
                  />
                </div>
              </div>
              {total !== undefined && results.data && <NotGivenNote counts={results.data.not_given} />}
              <div className="mt-4 empty:hidden">
                <ActiveFilters state={state} go={go} />
              </div>
              <div className="mt-5">
                <ResultsList section={section} state={state} results={results} go={go} highlightedId={highlightedId} onHighlight={setHighlightedId} />
              </div>
            </>
          )}
        </div>

        {!notServed && (
          <MapPanel
            isDesktop={isDesktop}
            mobileOpen={mapOpen}
            markers={markers.data?.items ?? NO_MARKERS}
            markersFor={markers.data && !markers.isPlaceholderData ? mapQuery : null}
            loading={markers.isFetching}
            total={markers.data?.total ?? 0}
            truncated={markers.data?.truncated ?? false}
            place={centroid ? { centroid, tipo: place?.tipo ?? null } : null}
            bounds={state.bounds}
            polygon={state.polygon}
            highlightedId={highlightedId}
            onHighlight={setHighlightedId}
            onSearchArea={(bounds) => go(withFilters(state, { bounds, polygon: null, place: null }))}
            onPolygon={(polygon) => go(withFilters(state, { polygon, bounds: null, place: null }))}
            onClearPolygon={() => go(withFilters(state, { polygon: null }))}
            onOpenProperty={(id) => navigate(pageHref.property(id))}
            onSelectMarker={selectMarker}
          />
        )}
      </div>

      {!notServed && (
        <button
          type="button"
          onClick={() => setView((v) => (v === "map" ? "list" : "map"))}
          className="fixed bottom-[calc(1.25rem+env(safe-area-inset-bottom))] left-1/2 z-40 inline-flex min-h-12 -translate-x-1/2 cursor-pointer items-center gap-2 rounded-full bg-slate-900 px-5 text-sm font-semibold text-white shadow-menu hover:bg-slate-800 lg:hidden"
        >
          {mapOpen ? <List aria-hidden="true" className="size-5" /> : <MapIcon aria-hidden="true" className="size-5" />}
          {mapOpen ? texts.list : texts.map}
        </button>
      )}

      {sheetMounted && (
        <Suspense fallback={null}>
          <FiltersSheet open={sheetOpen} onOpenChange={setSheetOpen} state={state} go={go} returnFocusTo={filtersButtonRef} />
        </Suspense>
      )}
    </>
  );
}
