import { memo, useId, type ReactNode } from "react";
import { Link } from "react-router";
import { House } from "lucide-react";
import { Camera, MapPin, Ruler, TrainFront } from "@web/components/icons/card-icons";
import { displayArea, OPERATION_NAMES, PROPERTY_TYPE_NAMES, type PropertyCard as Property } from "@domain/properties/property";
import { formatArea, formatPriceMXN, formatPricePerM2 } from "@domain/format/money";
import { CARD_TEXTS } from "@domain/properties/card-texts";
import type { Lang } from "@domain/i18n/lang";
import { useLang, useText } from "@web/lib/i18n/lang-context";
import { appraisalDiscount, appraisalDiscountHint } from "@domain/listings/legal-status";
import { medianComparison, medianLine, medianScope } from "@domain/properties/price-stats";
import { cn } from "@web/lib/cn";
import { listingFacts } from "@web/lib/listing-facts";
import { SavePropertyButton } from "./save-property-button";
import { TrustBadges } from "./trust-badges";
import { FreshnessLabel } from "./freshness-label";
import { AlsoListedBy } from "./also-listed-by";
import { NearestStation } from "./nearest-station";
import { ListingPrice } from "./listing-price";
import { LegalStatusBadge, medianStyle } from "./price-signals";
import { pageHref } from "@domain/pages/page-routes";
import { photoSrcSet } from "@domain/listings/photo-sizes";
import { listingCommuteText } from "@domain/transit/commute-text";

/** Where a card's photo sits in the page layout (for the browser to pick the thumbnail, the medium or the full size). */
const DEFAULT_SIZES = "(min-width: 1280px) 22rem, (min-width: 640px) 50vw, 100vw";

export type PropertyCardProps = {
  property: Property;
  /** 'eager' for the cards in the first screen; the rest load as they come near. */
  imageLoading?: "eager" | "lazy";
  sizes?: string;
  headingLevel?: "h2" | "h3";
  /** Shown highlighted (its map marker is hovered). */
  highlighted?: boolean;
  /** Pointer or keyboard focus entered (id) or left (null) the card: to highlight its marker. */
  onHighlight?: (id: string | null) => void;
  /** Something over the photo's corner (above the card's link): the save (heart) button when left out, nothing with null. */
  action?: ReactNode;
  className?: string;
};

/**
 * A listing in a grid: first photo, price (es-MX, MXN, '/mes' for rents), type and
 * operation, bedrooms/bathrooms/parking only when above 0, area, colonia and address.
 * Sales and remates add the price per m² and, when the colonia has enough listings, how it
 * stands against the colonia's median; remates add their legal status and discount
 * against the appraisal. The whole card is one link to /propiedad/{id} (the title's link
 * covers the card).
 */
export const PropertyCard = memo(function PropertyCard({
  property: p,
  imageLoading = "lazy",
  sizes = DEFAULT_SIZES,
  headingLevel: Heading = "h3",
  highlighted = false,
  onHighlight,
  action,
  className,
}: PropertyCardProps) {
  const titleId = useId();
  const lang = useLang();
  const t = useText();
  const area = displayArea(p);
  const image = p.image;
  const src = image ? (image.thumbnail_url ?? image.url) : null;
  const srcSet = image ? photoSrcSet(image) : undefined;

  const facts = listingFacts(p, lang);
  const perM2 = p.operation_type === "renta" ? null : p.price_per_m2;
  const medianPerM2 = perM2 === null ? null : p.colonia_median_price_m2;
  const remate = p.operation_type === "remate";
  const legalStatus = remate ? p.legal_status : null;
  const discount = remate ? appraisalDiscount(p.price, p.appraisal_value) : null;

  return (
    <article
      aria-labelledby={titleId}
      data-property-id={p.id}
      data-lat={p.lat}
      data-lng={p.lng}
      data-highlighted={highlighted || undefined}
      onMouseEnter={onHighlight && (() => onHighlight(p.id))}
      onMouseLeave={onHighlight && (() => onHighlight(null))}
      onFocus={onHighlight && (() => onHighlight(p.id))}
      onBlur={onHighlight && (() => onHighlight(null))}
      className={cn(
        "group relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-card transition-shadow hover:shadow-card-hover",
        "has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-primary-600 data-[highlighted]:border-primary-600 data-[highlighted]:shadow-card-hover data-[highlighted]:ring-1 data-[highlighted]:ring-primary-600",
        className,
      )}
    >
      <div className="relative aspect-[3/2] overflow-hidden bg-slate-100">
        {src ? (
          <img
            src={src}
            srcSet={srcSet}
            sizes={srcSet ? sizes : undefined}
            width={480}
            height={320}
            alt={image?.alt ? `${image.alt} · ${p.title}` : p.title}
            loading={imageLoading}
            fetchPriority={imageLoading === "eager" ? "high" : undefined}
            decoding="async"
            className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.02]"
          />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-2 text-slate-400">
            <House aria-hidden="true" className="size-10" />
            <span className="text-sm font-medium text-slate-500">{t(CARD_TEXTS.noPhotos)}</span>
          </div>
        )}
        {p.photo_count > 1 && (
          <span className="absolute right-2.5 bottom-2.5 inline-flex items-center gap-1 rounded-md bg-slate-950/70 px-2 py-1 text-xs font-semibold text-white">
            <Camera aria-hidden="true" className="size-3.5" />
            {p.photo_count}
            <span className="sr-only"> {t(CARD_TEXTS.photos)}</span>
          </span>
        )}
        {action !== null && <div className="absolute top-2 right-2 z-10">{action ?? <SavePropertyButton property={p} />}</div>}
      </div>

      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <p className="text-xs font-semibold tracking-wide text-primary-800 uppercase">
          {PROPERTY_TYPE_NAMES[lang][p.property_type]?.singular ?? p.property_type} · {OPERATION_NAMES[lang][p.operation_type]}
        </p>
        <p className="flex flex-wrap items-baseline gap-x-2 text-xl font-semibold tracking-tight text-slate-900">
          <span>
            <ListingPrice price={p.price} operation={p.operation_type} periodClassName="text-base font-medium text-slate-600" />
          </span>
          {perM2 !== null && (
            <span className="text-sm font-medium tracking-normal text-slate-500 tabular-nums">
              <span className="sr-only">, </span>
              {formatPricePerM2(perM2, lang)}
            </span>
          )}
        </p>
        {(legalStatus || discount !== null) && (
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
            {legalStatus && <LegalStatusBadge status={legalStatus} />}
            {discount !== null && (
              <span className="font-semibold text-accent-700" title={`${t(CARD_TEXTS.appraisal)}: ${formatPriceMXN(p.appraisal_value!, lang)}`}>
                {appraisalDiscountHint(discount, lang)}
              </span>
            )}
          </p>
        )}
        {perM2 !== null && medianPerM2 !== null && (
          <MedianHint
            perM2={perM2}
            medianPerM2={medianPerM2}
            scope={medianScope(p.property_type, p.operation_type, p.neighborhood, lang)}
            lang={lang}
          />
        )}
        <Heading id={titleId} className="line-clamp-1 text-sm font-medium text-slate-700">
          <Link to={pageHref.property(p.id)} className="outline-none after:absolute after:inset-0 after:content-['']">
            {p.title}
          </Link>
        </Heading>

        {(facts.length > 0 || area !== null) && (
          <ul aria-label={t(CARD_TEXTS.features)} className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
            {facts.map(({ Icon, value, label }) => (
              <li key={label} className="inline-flex items-center gap-1.5" title={`${value} ${label}`}>
                <Icon aria-hidden="true" className="size-4 text-slate-500" />
                <span>
                  {value}
                  <span className="sr-only"> {label}</span>
                </span>
              </li>
            ))}
            {area !== null && (
              <li className="inline-flex items-center gap-1.5" title={t(CARD_TEXTS.area)}>
                <Ruler aria-hidden="true" className="size-4 text-slate-500" />
                <span>
                  <span className="sr-only">{t(CARD_TEXTS.area)}: </span>
                  {formatArea(area)}
                </span>
              </li>
            )}
          </ul>
        )}

        <p className="mt-auto flex items-start gap-1.5 pt-1.5 text-sm text-slate-600">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
          <span className="min-w-0">
            <span className="font-semibold text-slate-800">{p.neighborhood}</span>
            {p.street && <span className="block truncate">{p.street}</span>}
          </span>
        </p>
        {p.nearest_station && <NearestStation station={p.nearest_station} />}
        {p.commute && (
          <p data-commute-minutes={p.commute.minutes ?? undefined} className="flex items-start gap-1.5 text-sm font-semibold text-primary-800">
            <TrainFront aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {listingCommuteText(p.commute, lang)}
          </p>
        )}
        <FreshnessLabel confirmedAt={p.confirmed_at} className="text-xs" />
        {p.trust && <TrustBadges trust={p.trust} compact className="pt-1.5" />}
        <AlsoListedBy count={p.also_listed_by} className="pt-1" />
      </div>
    </article>
  );
});

/** "↘ 13 % debajo de la mediana · $52,000/m²" (for screen readers and on hover: of what, where). */
function MedianHint({ perM2, medianPerM2, scope, lang }: { perM2: number; medianPerM2: number; scope: string; lang: Lang }) {
  const { Icon, className } = medianStyle(perM2, medianPerM2);
  const median = formatPricePerM2(medianPerM2, lang);
  return (
    <p className={cn("flex items-center gap-1.5 text-sm font-medium", className)} title={medianLine(scope, median, lang)}>
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      <span className="min-w-0">
        {medianComparison(perM2, medianPerM2, lang)}
        <span className="sr-only">
          {" "}
          {CARD_TEXTS.medianOf[lang]} {scope}:
        </span>
        <span aria-hidden="true"> · </span>
        <span className="font-normal text-slate-500 tabular-nums">{median}</span>
      </span>
    </p>
  );
}

/** A card-shaped placeholder while listings load. */
export function PropertyCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-card">
      <div className="aspect-[3/2] animate-pulse bg-slate-200/80" />
      <div className="flex flex-col gap-2.5 p-4">
        <div className="h-3 w-1/3 animate-pulse rounded bg-slate-200/80" />
        <div className="h-6 w-1/2 animate-pulse rounded bg-slate-200/80" />
        <div className="h-4 w-4/5 animate-pulse rounded bg-slate-200/80" />
        <div className="h-4 w-2/3 animate-pulse rounded bg-slate-200/80" />
        <div className="h-4 w-3/5 animate-pulse rounded bg-slate-200/80" />
      </div>
    </div>
  );
}
