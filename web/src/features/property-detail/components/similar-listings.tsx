import { PROPERTY_PAGE_TEXTS } from "@domain/properties/property-page-texts";
import { useLang } from "@web/lib/i18n/lang-context";
import type { PropertyCard as Listing } from "@domain/properties/property";
import { PropertyCard } from "@web/components/property-card";
import { DetailSection } from "./detail-section";

/** Listings like this one nearby: a swipeable row on phones, a grid on wider screens. */
export function SimilarListings({ listings }: { listings: Listing[] }) {
  const lang = useLang();
  if (listings.length === 0) return null;
  return (
    <DetailSection title={PROPERTY_PAGE_TEXTS[lang].similar}>
      <ul className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-2 [scrollbar-width:none] sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 lg:grid-cols-3">
        {listings.slice(0, 6).map((listing) => (
          <li key={listing.id} className="flex w-[80%] max-w-80 shrink-0 snap-start sm:w-auto sm:max-w-none">
            <PropertyCard property={listing} sizes="(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 80vw" className="w-full" />
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}
