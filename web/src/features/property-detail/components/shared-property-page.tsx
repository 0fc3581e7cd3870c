import type { ReactNode } from "react";
import { Link } from "react-router";
import { House } from "lucide-react";
import { buttonClasses } from "@web/components/ui/button";
import { isNotFound, useSharedProperty } from "../hooks/use-property-queries";
import { LoadError } from "./load-error";
import type { ListingMessageSlot } from "./property-detail-page";
import { OriginBadge } from "./origin-badge";
import { PropertyDetailSkeleton } from "./property-detail-skeleton";
import { PropertySheet } from "./property-sheet";
import { UnavailableState } from "./unavailable-state";
import { goneTitle, LINK_GONE } from "@domain/properties/availability-messages";
import { PageHead } from "@web/components/page-head";
import { pageHref } from "@domain/pages/page-routes";

/**
 * /s/{token}: the sheet an agent sends a client. The contact is the agent who shared it
 * (revealed through the share's own endpoint), under the origin mark.
 */
export function SharedPropertyPage({ token, message, report }: { token: string; message: ListingMessageSlot; report?: ReactNode }) {
  const query = useSharedProperty(token);

  if (query.isPending) return <PropertyDetailSkeleton />;
  if (query.isError) {
    if (isNotFound(query.error)) {
      return (
        <>
          <PageHead title={goneTitle(LINK_GONE)} />
          <UnavailableState
            message={LINK_GONE}
            detail="Quien te lo compartió pudo haberlo desactivado. Pídele uno nuevo, o busca tu próximo hogar en Hogaria."
          >
            <Link to="/" className={buttonClasses("primary", "lg")}>
              <House aria-hidden="true" className="size-5" />
              Ir al inicio
            </Link>
          </UnavailableState>
        </>
      );
    }
    return <LoadError what="la propiedad" onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }

  const { property, shared_by, origin } = query.data;
  return (
    <>
      <PageHead title={`${property.title} · Hogaria`} noindex />
      <PropertySheet
        property={property}
        contact={{
          agent: shared_by,
          source: { kind: "share", token },
          heading: "Tu asesor",
          callRequest: false,
          message: message({ id: property.id, title: property.title }),
        }}
        pagePath={pageHref.sharedProperty(token)}
        banner={<OriginBadge origin={origin} />}
        browse={false}
        report={report}
      />
    </>
  );
}
