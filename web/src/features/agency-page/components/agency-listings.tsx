import { Link, useSearchParams } from "react-router";
import { ChevronLeft, ChevronRight } from "lucide-react";
import type { Operation } from "@domain/properties/property";
import { OPERATIONS, PROPERTY_TYPES } from "@domain/properties/property";
import { PROPERTY_TYPE_NAMES } from "@domain/properties/property";
import { AGENCY_TEXT as A } from "@domain/agencies/agency-text";
import { useLang, useText } from "@web/lib/i18n/lang-context";

import { BEDROOM_OPTIONS } from "@domain/properties/search-constants";
import { agencyListingsApiQuery, agencyListingsSearch, readAgencyListingsState, type AgencyListingsState } from "@domain/agencies/agency-listings";
import { formatNumber } from "@domain/format/number";
import { PropertyCard } from "@web/components/property-card";
import { SegmentedControl, SegmentedItem } from "@web/components/ui/toggle-group";
import { Button, buttonClasses } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { failureText } from "@web/lib/api-client";
import { cn } from "@web/lib/cn";
import { useAgencyListings } from "../hooks/use-agency-page";

const select =
  "min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-800 focus-visible:outline-2 focus-visible:outline-primary-600";

/**
 * The agency's listings with the search's filters (operation, type, bedrooms) and pages, in
 * the address (?operacion=&tipo=&recamaras=&page=), asked of the search API with
 * inmobiliaria={slug} and shown with the result cards.
 */
export function AgencyListings({ slug, counts }: { slug: string; counts: Record<Operation, number> }) {
  const [params, setParams] = useSearchParams();
  const lang = useLang();
  const t = useText();
  const state = readAgencyListingsState(params, counts);
  const results = useAgencyListings(agencyListingsApiQuery(slug, state));
  const go = (next: Partial<AgencyListingsState>) =>
    setParams(new URLSearchParams(agencyListingsSearch({ ...state, page: 1, ...next }, counts)), { preventScrollReset: true });
  const data = results.data;
  const hrefFor = (page: number) => agencyListingsSearch({ ...state, page }, counts) || "?";

  return (
    <section aria-labelledby="propiedades" className="mt-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="propiedades" className="text-xl font-semibold text-slate-900">
          {t(A.listings)}
        </h2>
        {data && (
          <p role="status" className="text-sm text-slate-600">
            {t(A.properties)(data.total)}
          </p>
        )}
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <SegmentedControl value={state.operation} onValueChange={(value) => go({ operation: value as Operation })} aria-label={t(A.operation)}>
          {OPERATIONS.map((op) => (
            <SegmentedItem key={op} value={op}>
              {`${A.operationTabs[lang][op]} (${formatNumber(counts[op])})`}
            </SegmentedItem>
          ))}
        </SegmentedControl>
        <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
          {t(A.type)}
          <select className={select} value={state.tipo ?? ""} onChange={(e) => go({ tipo: (e.target.value || null) as AgencyListingsState["tipo"] })}>
            <option value="">{t(A.allTypes)}</option>
            {PROPERTY_TYPES.map((type) => (
              <option key={type} value={type}>
                {PROPERTY_TYPE_NAMES[lang][type].plural}
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
          {t(A.bedrooms)}
          <select
            className={select}
            value={state.recamaras ?? ""}
            onChange={(e) => go({ recamaras: e.target.value ? Number(e.target.value) : null })}
          >
            <option value="">{t(A.any)}</option>
            {BEDROOM_OPTIONS.map((n) => (
              <option key={n} value={n}>{`${n}+`}</option>
            ))}
          </select>
        </label>
      </div>

      {results.isError && !data ? (
        <div role="alert" className="mt-6 rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
          <p>
            {t(A.listingsFailed)} {failureText(results.error)}
          </p>
          <Button variant="outline" className="mt-3" onClick={() => results.refetch()}>
            {t(A.retry)}
          </Button>
        </div>
      ) : !data ? (
        <ul aria-busy="true" aria-label={t(A.loadingListings)} className="mt-6 grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
          {Array.from({ length: 3 }, (_, i) => (
            <li key={i}>
              <Skeleton className="aspect-[4/3] w-full rounded-xl" />
              <Skeleton className="mt-3 h-5 w-2/3" />
            </li>
          ))}
        </ul>
      ) : data.items.length === 0 ? (
        <div className="mt-6 rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
          <p>{t(A.noListings)}</p>
          {(state.tipo || state.recamaras) && (
            <Button variant="outline" className="mt-3" onClick={() => go({ tipo: null, recamaras: null })}>
              {t(A.clearFilters)}
            </Button>
          )}
        </div>
      ) : (
        <ul className={cn("mt-6 grid gap-6 sm:grid-cols-2 xl:grid-cols-3", results.isPlaceholderData && "opacity-60")}>
          {data.items.map((property) => (
            <li key={property.id}>
              <PropertyCard property={property} sizes="(min-width: 1280px) 24rem, (min-width: 640px) 50vw, 100vw" />
            </li>
          ))}
        </ul>
      )}

      {data && data.pages > 1 && (
        <nav aria-label={t(A.pagination)} className="mt-8 flex items-center justify-between gap-2 sm:justify-center">
          {data.page > 1 ? (
            <Link to={hrefFor(data.page - 1)} preventScrollReset rel="prev" className={buttonClasses("outline")}>
              <ChevronLeft aria-hidden="true" className="size-4" />
              {t(A.previous)}
            </Link>
          ) : (
            <span />
          )}
          <p className="px-4 text-sm text-slate-600">{t(A.pageOf)(data.page, data.pages)}</p>
          {data.page < data.pages ? (
            <Link to={hrefFor(data.page + 1)} preventScrollReset rel="next" className={buttonClasses("outline")}>
              {t(A.next)}
              <ChevronRight aria-hidden="true" className="size-4" />
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </section>
  );
}
