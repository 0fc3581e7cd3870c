import type { UseQueryResult } from "@tanstack/react-query";
import type { PropertySearchResponse } from "@domain/properties/property";
import { PropertyCard, PropertyCardSkeleton } from "@web/components/property-card";
import { cn } from "@web/lib/cn";
import type { SearchSection, SearchState } from "../search-state";
import { EmptyResults } from "./empty-results";
import { ResultsPagination } from "./results-pagination";
import { SearchError } from "./search-error";

const GRID = "grid gap-5 sm:grid-cols-2 2xl:grid-cols-3";
/** The cards in the first screen load their photos at once; the rest as they come near. */
const EAGER_CARDS = 4;

type ResultsListProps = {
  section: SearchSection;
  state: SearchState;
  results: UseQueryResult<PropertySearchResponse, Error>;
  go: (next: SearchState) => void;
  highlightedId: string | null;
  onHighlight: (id: string | null) => void;
};

/** Cards, or skeletons shaped like them, the empty state, or what went wrong; then the pages. */
export function ResultsList({ section, state, results, go, highlightedId, onHighlight }: ResultsListProps) {
  if (results.isError) return <SearchError error={results.error} section={section} onRetry={() => void results.refetch()} />;

  if (!results.data) {
    return (
      <div aria-busy="true">
        <span role="status" className="sr-only">
          Buscando propiedades…
        </span>
        <div className={GRID}>
          {Array.from({ length: 6 }, (_, i) => (
            <PropertyCardSkeleton key={i} />
          ))}
        </div>
      </div>
    );
  }

  const { data, total, pages } = results.data;
  if (data.length === 0) return <EmptyResults state={state} go={go} beyondLastPage={total > 0} />;

  const stale = results.isPlaceholderData;
  return (
    <>
      <ul
        aria-label="Resultados"
        aria-busy={stale || undefined}
        className={cn(GRID, "transition-opacity", stale && "pointer-events-none opacity-60")}
      >
        {data.map((property, index) => (
          <li key={property.id} className="flex">
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
