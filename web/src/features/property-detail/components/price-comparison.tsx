import { Link } from "react-router";
import { ShieldAlert } from "lucide-react";
import { formatPricePerM2 } from "@domain/format/money";
import { countLabel, countLabelEn } from "@domain/format/number";
import { PROPERTY_PAGE_TEXTS } from "@domain/properties/property-page-texts";
import { useLang } from "@web/lib/i18n/lang-context";
import { isPriceOutOfLine } from "@domain/properties/price-out-of-line";
import { medianComparisonIn, medianLine, medianScope } from "@domain/properties/price-stats";
import type { PropertyDetail } from "@domain/properties/property";
import { safetyGuidePath } from "@domain/trust/safety-advice";
import { medianStyle } from "@web/components/price-signals";
import { cn } from "@web/lib/cn";

/**
 * The listing's price per m² against its colonia's median, for every operation:
 * "↘ 12 % debajo de la mediana de Del Valle Centro", then what the median was taken over.
 * A price out of line (isPriceOutOfLine) becomes a warning with the advice never to pay
 * before visiting. Nothing without an area or a median.
 */
export function PriceComparison({ property: p }: { property: PropertyDetail }) {
  const lang = useLang();
  const t = PROPERTY_PAGE_TEXTS[lang];
  const perM2 = p.price_per_m2;
  const medianPerM2 = p.colonia_median_price_m2;
  if (perM2 === null || medianPerM2 === null) return null;
  const colonia = p.location?.colonia ?? p.neighborhood;
  const comparison = medianComparisonIn(perM2, medianPerM2, colonia, lang);
  const n = p.colonia_median_sample;
  const sample = n === null ? "" : ` · ${lang === "es" ? countLabel(n, "anuncio") : countLabelEn(n, "listing")}`;
  const median = `${medianLine(medianScope(p.property_type, p.operation_type, colonia, lang), formatPricePerM2(medianPerM2, lang), lang)}${sample}`;

  if (isPriceOutOfLine(p.operation_type, perM2, medianPerM2, p.colonia_median_sample)) {
    return (
      <section
        role="note"
        aria-labelledby="price-out-of-line"
        className="mt-3 rounded-xl border border-accent-300 bg-accent-50 p-4 text-sm text-slate-800"
      >
        <h2 id="price-out-of-line" className="flex items-center gap-2 text-base font-semibold text-accent-800">
          <ShieldAlert aria-hidden="true" className="size-5 shrink-0" />
          {t.priceOutOfLineTitle}
        </h2>
        <p className="mt-2">
          <span className="font-semibold text-slate-900">{comparison}</span>
          <span className="block text-slate-700 tabular-nums">{median}</span>
        </p>
        <p className="mt-2">
          {t.priceOutOfLineCaution} {t.safetyLine}{" "}
          <Link to={safetyGuidePath()} className="font-semibold text-primary-800 underline underline-offset-2 hover:text-primary-900">
            {t.safetyLink}
          </Link>
        </p>
      </section>
    );
  }

  const { Icon, className } = medianStyle(perM2, medianPerM2);
  return (
    <p className="mt-2 flex items-start gap-1.5 text-sm text-slate-600">
      <Icon aria-hidden="true" className={cn("mt-0.5 size-4 shrink-0", className)} />
      <span>
        <span className={cn("font-semibold", className)}>{comparison}</span>
        <span className="block tabular-nums">{median}</span>
      </span>
    </p>
  );
}
