import { SEARCH_PAGE_TEXTS } from "@domain/properties/search-page-texts";
import { useLang } from "@web/lib/i18n/lang-context";
import type { UseQueryResult } from "@tanstack/react-query";
import type { PropertySearchResponse } from "@domain/properties/property";
import { PropertyCard, PropertyCardSkeleton } from "@web/components/property-card";
import { cn } from "@web/lib/cn";
import type { Section } from "@domain/properties/sections";
import type { SearchState } from "../search-state";
import { EmptyResults } from "./empty-results";
import { ResultsPagination } from "./results-pagination";
import { SearchError } from "./search-error";

// grid-cols-1 (minmax(0, 1fr)): a card with a long unbroken line must not widen the column past the screen.
const GRID = "grid grid-cols-1 gap-5 sm:grid-cols-2 2xl:grid-cols-3";
/**
 * The first card's photo is the page's largest image on a phone: it loads at once, first.
 * The others load as they come near the screen (on a wide screen, right after the first
 * layout), so on a slow connection they do not share its bandwidth.
 */
const EAGER_CARDS = 1;
/** Cards past the first screen or two are laid out only as they scroll near. */
const LAID_OUT_CARDS = 4;

type ResultsListProps = {
  section: Section;
  state: SearchState;
  results: UseQueryResult<PropertySearchResponse, Error>;
  go: (next: SearchState) => void;
  highlightedId: string | null;
  onHighlight: (id: string | null) => void;
};

/** Cards, or skeletons shaped like them, the empty state, or what went wrong; then the pages. */
export function ResultsList({ section, state, results, go, highlightedId, onHighlight }: ResultsListProps) {
  const texts = SEARCH_PAGE_TEXTS[useLang()];
  if (results.isError) return <SearchError error={results.error} section={section} onRetry={() => void results.refetch()} />;

  if (!results.data) {
    return (
      <div aria-busy="true">
        <span role="status" className="sr-only">
          {texts.searchingProperties}
        </span>
        <div className={GRID}>
          {Array.from({ length: 6 }, (_, i) => (
            <PropertyCardSkeleton key={i} />
          ))}
        </div>
      </div>
    );
  }

  const { items, total, pages } = results.data;
  if (items.length === 0) return <EmptyResults state={state} go={go} beyondLastPage={total > 0} />;

  const stale = results.isPlaceholderData;
  return (
    <>
      <ul
        aria-label={texts.results}
        aria-busy={stale || undefined}
        className={cn(GRID, "transition-opacity", stale && "pointer-events-none opacity-60")}
      >
        {items.map((property, index) => (
          // Cards below the first screen are laid out and painted only as they scroll near
          // (content-visibility), with a card's usual height held for them meanwhile.
          <li key={property.id} className={cn("flex", index >= LAID_OUT_CARDS && "[contain-intrinsic-size:auto_27rem] [content-visibility:auto]")}>
            <PropertyCard
              property={property}
              // The results sit right under the page's h1.
              headingLevel="h2"
              className="w-full"
              imageLoading={index < EAGER_CARDS ? "eager" : "lazy"}
              sizes="(min-width: 1536px) 20rem, (min-width: 1024px) 24vw, (min-width: 640px) 50vw, 100vw"
              highlighted={property.id === highlightedId}
              onHighlight={onHighlight}
            />
          </li>
        ))}
      </ul>
      <ResultsPagination state={state} pages={pages} />
    </>
  );
}
