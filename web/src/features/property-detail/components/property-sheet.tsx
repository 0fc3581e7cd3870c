import { PROPERTY_PAGE_TEXTS } from "@domain/properties/property-page-texts";
import { useLang } from "@web/lib/i18n/lang-context";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ChevronRight } from "lucide-react";
import { cn } from "@web/lib/cn";
import { SavePropertyButton } from "@web/components/save-property-button";
import type { AgentCard, PropertyDetail } from "@domain/properties/property";
import type { ContactSource } from "../api/property-detail";
import { useContactReveal } from "../hooks/use-contact-reveal";
import { OPERATION_SECTION, SECTION_NAMES } from "@domain/properties/sections";
import { propertyHeadline, searchPathFor } from "../property-text";
import { ContactCard } from "./contact-card";
import { MobileContactBar } from "./mobile-contact-bar";
import { ListingCosts } from "./listing-costs";
import { PropertyDescription } from "./property-description";
import { PropertyFacts } from "./property-facts";
import { PropertyFeatures } from "./property-features";
import { KeyFacts } from "./key-facts";
import { PropertyGallery } from "./property-gallery";
import { PropertyLocation } from "./property-location";
import { NearbyStations } from "./nearby-stations";
import { PropertySummary } from "./property-summary";
import { ShareButton } from "./share-button";
import { SimilarListings } from "./similar-listings";
import { SameHomeListings } from "./same-home-listings";
import { SafetyAdvice } from "@web/components/safety-advice";
import { needsSafetyAdvice } from "@domain/trust/safety-advice";

/** Where the page's "Enviar mensaje" goes (the contact card, or the phone's bottom bar). */
export type MessageSlot = (place: "card" | "bar", className?: string) => ReactNode;

type PropertySheetProps = {
  property: PropertyDetail;
  /**
   * Whose contact the page offers, and where its phone comes from; `message` renders
   * 'Enviar mensaje' for the contact card or (compact) for the phone's bottom bar.
   */
  contact: {
    agent: AgentCard | null;
    source: ContactSource;
    heading: string;
    callRequest: boolean;
    message?: MessageSlot;
  };
  /** The path of this page, for 'Compartir' and the WhatsApp message (made a full link when used). */
  pagePath: string;
  /** Above everything (the origin mark of a shared sheet). */
  banner?: ReactNode;
  /** Under the contact card (the agent's 'Compartir con cliente'). */
  asideExtra?: ReactNode;
  /** Last under the contact: 'Reportar anuncio'. */
  report?: ReactNode;
  /** Breadcrumbs back to the search and listings nearby: the public page only. */
  browse: boolean;
};

/**
 * A listing's page: gallery, title and price, facts, description, amenities and map on
 * the left; the contact card (sticky) on the right. On phones the gallery runs edge to
 * edge on top and the contact buttons stay at the bottom of the screen.
 */
export function PropertySheet({ property: p, contact, pagePath, banner, asideExtra, report, browse }: PropertySheetProps) {
  const lang = useLang();
  const t = PROPERTY_PAGE_TEXTS[lang];
  const reveal = useContactReveal(contact.source, { id: p.id, title: p.title, path: pagePath });
  const message = contact.message;
  const searchPath = searchPathFor(p.operation_type);
  const colonia = p.location?.colonia || p.neighborhood;

  return (
    <article aria-labelledby="property-title">
      <div className="mx-auto w-full max-w-7xl pb-12 sm:px-6 sm:pt-6 lg:px-8">
        {browse && (
          <nav aria-label={t.breadcrumb} className="mb-4 hidden sm:block">
            <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-600">
              <li>
                <Link to="/" className="rounded-sm hover:text-primary-800 hover:underline">
                  {t.home}
                </Link>
              </li>
              <li aria-hidden="true">
                <ChevronRight className="size-4 text-slate-400" />
              </li>
              <li>
                <Link to={searchPath} className="rounded-sm hover:text-primary-800 hover:underline">
                  {SECTION_NAMES[lang][OPERATION_SECTION[p.operation_type]]}
                </Link>
              </li>
              {colonia && (
                <>
                  <li aria-hidden="true">
                    <ChevronRight className="size-4 text-slate-400" />
                  </li>
                  <li>
                    <Link
                      to={`${searchPath}?${new URLSearchParams({ location: colonia })}`}
                      className="rounded-sm hover:text-primary-800 hover:underline"
                    >
                      {colonia}
                    </Link>
                  </li>
                </>
              )}
            </ol>
          </nav>
        )}
        {banner && <div className="px-4 pt-4 pb-4 sm:px-0 sm:pt-0 sm:pb-5">{banner}</div>}

        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-x-10 xl:grid-cols-[minmax(0,1fr)_24rem]">
          <div className="min-w-0">
            <PropertyGallery images={p.images} title={p.title} />
            <div className="mt-5 space-y-6 px-4 sm:px-0">
              <PropertySummary
                property={p}
                titleId="property-title"
                actions={
                  <div className="flex flex-wrap gap-2">
                    {/* Saving needs the listing's id, which an agent's sheet does not carry. */}
                    {browse && <SavePropertyButton property={{ id: p.id, title: p.title }} variant="labeled" className="-mt-0.5" />}
                    <ShareButton title={p.title} text={t.shareText(propertyHeadline(p, lang))} path={pagePath} />
                  </div>
                }
              />
              <PropertyFacts property={p} />
              {browse && <SameHomeListings advertisers={p.also_listed_by} listings={p.same_home} />}
            </div>
          </div>

          <aside aria-label={t.contact} className="px-4 sm:px-0 lg:row-span-2">
            {/* The contact card follows the reading; with the agent's tools under it, the column would outgrow the screen. */}
            <div className={cn("space-y-4", !asideExtra && "lg:sticky lg:top-24")}>
              <ContactCard
                propertyId={p.id}
                agent={contact.agent}
                reveal={reveal}
                heading={contact.heading}
                callRequest={contact.callRequest}
                message={message?.("card")}
              />
              {needsSafetyAdvice(p.operation_type) && <SafetyAdvice />}
              {asideExtra}
              {report}
            </div>
          </aside>

          <div className="min-w-0 space-y-8 px-4 sm:px-0">
            <PropertyDescription text={p.description} englishText={p.description_en ?? null} />
            <KeyFacts property={p} />
            <ListingCosts property={p} />
            <PropertyFeatures features={p.features} />
            <PropertyLocation property={p} />
            <NearbyStations property={p} />
          </div>
        </div>

        {browse && (
          <div className="mt-10 px-4 sm:px-0">
            <SimilarListings listings={p.similar} />
          </div>
        )}
      </div>
      <MobileContactBar
        agent={contact.agent}
        reveal={reveal}
        besideCallButton={contact.callRequest}
        message={message && ((className) => message("bar", className))}
      />
    </article>
  );
}
