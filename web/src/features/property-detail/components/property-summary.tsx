import { PROPERTY_PAGE_TEXTS } from "@domain/properties/property-page-texts";
import { useLang } from "@web/lib/i18n/lang-context";
import type { ReactNode } from "react";
import { MapPin } from "lucide-react";
import { OPERATION_NAMES, PROPERTY_TYPE_NAMES, type PropertyDetail } from "@domain/properties/property";
import { formatPriceMXN, formatPricePerM2 } from "@domain/format/money";
import { ListingPrice } from "@web/components/listing-price";
import { appraisalDiscount, appraisalDiscountLabel, LEGAL_STATUS_NAMES } from "@domain/listings/legal-status";
import { LegalStatusBadge } from "@web/components/price-signals";
import { PriceComparison } from "./price-comparison";
import { FreshnessLabel } from "@web/components/freshness-label";
import { monthlyTotalLine } from "../property-text";

/** "Calle Horacio 219, Polanco II Sección, Miguel Hidalgo": the address, then the alcaldía when it is not in it. */
function fullAddress(p: PropertyDetail): string {
  const alcaldia = p.location?.alcaldia;
  return alcaldia && !p.address.includes(alcaldia) ? `${p.address}, ${alcaldia}` : p.address;
}

/**
 * Operation and type, the title, the address and the price (with MXN per m², and how it
 * stands against the colonia's median); a remate's appraisal, discount and legal status.
 */
export function PropertySummary({ property: p, titleId, actions }: { property: PropertyDetail; titleId?: string; actions?: ReactNode }) {
  const lang = useLang();
  const t = PROPERTY_PAGE_TEXTS[lang];
  return (
    <div>
      {/* The actions (save, share) move under the chips when the row has no room for both (phones). */}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <ul aria-label={t.operationAndType} className="flex flex-wrap gap-2 pt-1">
          <li className="rounded-full bg-primary-50 px-3 py-1 text-sm font-semibold text-primary-800">{OPERATION_NAMES[lang][p.operation_type]}</li>
          <li className="rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-700">
            {PROPERTY_TYPE_NAMES[lang][p.property_type].singular}
          </li>
        </ul>
        {actions}
      </div>
      <h1 id={titleId} className="mt-3 text-2xl font-semibold tracking-tight text-balance text-slate-900 sm:text-3xl">
        {p.title}
      </h1>
      <p className="mt-2 flex items-start gap-1.5 text-slate-600">
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-700" />
        <span>{fullAddress(p)}</span>
      </p>
      <FreshnessLabel confirmedAt={p.confirmed_at} className="mt-1.5" />
      <div className="mt-5 flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <p className="text-3xl font-semibold tracking-tight text-slate-900 tabular-nums sm:text-4xl">
          <span className="sr-only">{t.price}</span>
          <ListingPrice price={p.price} operation={p.operation_type} periodClassName="text-xl font-medium text-slate-600 sm:text-2xl" />
        </p>
        {p.price_per_m2 !== null && (
          <p className="text-base text-slate-600 tabular-nums">
            <span className="sr-only">{t.pricePerM2}</span>
            {formatPricePerM2(p.price_per_m2, lang)}
          </p>
        )}
      </div>
      <MonthlyTotal property={p} />
      <PriceComparison property={p} />
      <RemateFacts property={p} />
    </div>
  );
}

/** A rental's rent and maintenance together, the figure a tenant pays each month. */
function MonthlyTotal({ property: p }: { property: PropertyDetail }) {
  const line = monthlyTotalLine(p, useLang());
  return line ? <p className="mt-1 text-sm font-medium text-slate-700 tabular-nums">{line}</p> : null;
}

/** A remate's appraisal, its discount and its legal situation, explained. */
function RemateFacts({ property: p }: { property: PropertyDetail }) {
  const lang = useLang();
  const t = PROPERTY_PAGE_TEXTS[lang];
  if (p.operation_type !== "remate" || (p.appraisal_value === null && p.legal_status === null)) return null;
  const discount = appraisalDiscount(p.price, p.appraisal_value);
  return (
    <section aria-label={t.remate} className="mt-4 rounded-xl border border-accent-200 bg-accent-50/60 p-4 text-sm text-slate-700">
      {p.appraisal_value !== null && (
        <p>
          {discount !== null ? <span className="font-semibold text-accent-800">{appraisalDiscountLabel(discount, lang)}</span> : t.appraisal} {t.of}{" "}
          <span className="font-semibold text-slate-900 tabular-nums">{formatPriceMXN(p.appraisal_value, lang)}</span>
        </p>
      )}
      {p.legal_status && (
        <p className="mt-2 flex flex-wrap items-baseline gap-x-2 gap-y-1">
          <LegalStatusBadge status={p.legal_status} />
          <span>{LEGAL_STATUS_NAMES[lang][p.legal_status].explanation}</span>
        </p>
      )}
    </section>
  );
}
