import { PROPERTY_PAGE_TEXTS } from "@domain/properties/property-page-texts";
import { useLang } from "@web/lib/i18n/lang-context";
import { useEffect, useRef, type ReactNode } from "react";
import { Link } from "react-router";
import { Search } from "lucide-react";
import { isAgentRole } from "@domain/auth/roles";
import { buttonClasses } from "@web/components/ui/button";
import { useAuth } from "@web/lib/auth/auth-context";
import { useBrowserValue } from "@web/lib/browser-value";
import { recordListingEvent } from "../api/listing-events";
import { isNotFound, usePropertyDetail } from "../hooks/use-property-queries";
import { searchPathFromReferrer } from "../property-text";
import { LoadError } from "./load-error";
import { PropertyDetailSkeleton } from "./property-detail-skeleton";
import { PropertySheet, type MessageSlot } from "./property-sheet";
import { UnavailableState } from "./unavailable-state";
import { SharePanelSlot } from "./share-panel-slot";
import { goneTitle, LISTING_GONE } from "@domain/properties/availability-messages";
import { PageHead } from "@web/components/page-head";
import { pageHref, pagePath } from "@domain/pages/page-routes";

/** /propiedad/{id}: the listing with its advertiser's contact; agents also get 'Compartir con cliente'. */
/** A message button for this listing, given by the page (leads are a feature of their own). */
export type ListingMessageSlot = (listing: { id: string; title: string }) => MessageSlot;

export function PropertyDetailPage({ id, message, report }: { id: string; message: ListingMessageSlot; report?: ReactNode }) {
  const query = usePropertyDetail(id);
  const t = PROPERTY_PAGE_TEXTS[useLang()];
  const { user } = useAuth();
  useCountView(id, query.isSuccess);

  if (query.isPending) return <PropertyDetailSkeleton />;
  if (query.isError) {
    if (isNotFound(query.error)) return <PropertyNotFound />;
    return <LoadError what="la propiedad" onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }

  const p = query.data;
  const agent = user !== null && isAgentRole(user.role);
  return (
    <>
      <PageHead title={`${p.title} · Hogaria`} />
      <PropertySheet
        property={p}
        contact={{
          agent: p.agent,
          source: { kind: "property", id: p.id },
          heading: t.contactHeading,
          callRequest: true,
          message: message({ id: p.id, title: p.title }),
        }}
        pagePath={pageHref.property(p.id)}
        browse
        asideExtra={agent && <SharePanelSlot propertyId={p.id} />}
        report={report}
      />
    </>
  );
}

/**
 * One view per load of the page, once the listing is on screen (the page is keyed by id;
 * the ref survives StrictMode's second effect run).
 */
function useCountView(id: string, shown: boolean) {
  const counted = useRef(false);
  useEffect(() => {
    if (!shown || counted.current) return;
    counted.current = true;
    recordListingEvent(id, "view");
  }, [id, shown]);
}

// Known only in the browser: the worker's render (and hydration) offer the searches.
const readBackPath = () => searchPathFromReferrer(document.referrer, window.location.origin);

/** LISTING_GONE, with the way back to the results the person came from. */
function PropertyNotFound() {
  const back = useBrowserValue(readBackPath, null);
  const lang = useLang();
  const t = PROPERTY_PAGE_TEXTS[lang];
  // A Spanish page shows the API's own message; an English one its English twin.
  const gone = lang === "es" ? LISTING_GONE : t.gone;
  return (
    <>
      <PageHead title={goneTitle(gone)} />
      <UnavailableState message={gone} detail={t.goneDetail}>
        {back ? (
          <Link to={back} className={buttonClasses("primary", "lg")}>
            <Search aria-hidden="true" className="size-5" />
            {t.backToResults}
          </Link>
        ) : (
          <>
            <Link to={pagePath.comprar} className={buttonClasses("primary", "lg")}>
              <Search aria-hidden="true" className="size-5" />
              {t.searchSale}
            </Link>
            <Link to={pagePath.rentar} className={buttonClasses("outline", "lg")}>
              {t.searchRent}
            </Link>
          </>
        )}
      </UnavailableState>
    </>
  );
}
