import { Eraser, MapPinOff, SearchX, Shrink, Trash2, ZoomOut } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { activeFilterCount, widenBounds, withFilters, withoutFilters, type SearchState } from "../search-state";
import { SEARCH_PAGE_TEXTS } from "@domain/properties/search-page-texts";
import { useLang } from "@web/lib/i18n/lang-context";

type EmptyResultsProps = {
  state: SearchState;
  go: (next: SearchState) => void;
  /** The search has results, but not on this page (an old link past the last page). */
  beyondLastPage: boolean;
};

/** No results: say so, and offer the ways to widen the search that apply, as buttons that do it. */
export function EmptyResults({ state, go, beyondLastPage }: EmptyResultsProps) {
  const texts = SEARCH_PAGE_TEXTS[useLang()];
  if (beyondLastPage) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 px-6 py-12 text-center">
        <h2 className="text-lg font-semibold text-slate-900">{texts.beyondTitle}</h2>
        <p className="mt-1 text-slate-600">{texts.beyondText}</p>
        <Button className="mt-5" onClick={() => go({ ...state, page: 1 })}>
          {texts.firstPage}
        </Button>
      </div>
    );
  }

  const filters = activeFilterCount(state);
  return (
    <div className="rounded-xl border border-dashed border-slate-300 px-6 py-12 text-center">
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-primary-50 text-primary-700">
        <SearchX aria-hidden="true" className="size-6" />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-slate-900">{texts.emptyTitle}</h2>
      <p className="mx-auto mt-1 max-w-md text-slate-600">{texts.emptyText}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {state.polygon && (
          <Button variant="outline" onClick={() => go(withFilters(state, { polygon: null }))}>
            <Trash2 aria-hidden="true" className="size-4" />
            {texts.clearDrawn}
          </Button>
        )}
        {state.bounds && (
          <>
            <Button variant="outline" onClick={() => go(withFilters(state, { bounds: widenBounds(state.bounds!) }))}>
              <ZoomOut aria-hidden="true" className="size-4" />
              {texts.zoomOut}
            </Button>
            <Button variant="outline" onClick={() => go(withFilters(state, { bounds: null }))}>
              <Shrink aria-hidden="true" className="size-4" />
              {texts.clearMapArea}
            </Button>
          </>
        )}
        {filters > 0 && (
          <Button variant="outline" onClick={() => go(withoutFilters(state))}>
            <Eraser aria-hidden="true" className="size-4" />
            {texts.clearFiltersCount(filters)}
          </Button>
        )}
        {state.place && (
          <Button variant="outline" onClick={() => go(withFilters(state, { place: null }))}>
            <MapPinOff aria-hidden="true" className="size-4" />
            {texts.wholeCity}
          </Button>
        )}
      </div>
    </div>
  );
}
