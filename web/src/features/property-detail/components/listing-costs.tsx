import { Info } from "lucide-react";
import { COST_TEXTS_BY_LANG } from "@domain/listing-costs/cost-texts-en";
import { useLang } from "@web/lib/i18n/lang-context";
import { listingCosts } from "@domain/listing-costs/listing-costs";
import { exactly, formatMoneyRange } from "@domain/listing-costs/money-range";
import type { PropertyDetail } from "@domain/properties/property";
import { CostTable } from "./cost-table";
import { CreditPayments } from "./credit-payments";
import { DetailSection } from "./detail-section";

/**
 * What the listing really costs, from its price and money facts, rendered with the page (the
 * figures are fixed per listing): a rental's monthly total and the cash to move in, or a
 * sale's closing costs and its monthly payment with a credit (the income field is the only
 * part that runs in the browser). Every figure is an estimate, and the section says so.
 */
export function ListingCosts({ property: p }: { property: PropertyDetail }) {
  const lang = useLang();
  const COST_TEXTS = COST_TEXTS_BY_LANG[lang];
  const result = listingCosts(p, lang);
  const heading = p.operation_type === "renta" ? COST_TEXTS.rental.heading : COST_TEXTS.sale.heading;
  if (result.kind === "sin-precio") {
    return (
      <DetailSection title={heading}>
        <p className="text-sm text-slate-700">{result.message}</p>
      </DetailSection>
    );
  }
  const notes = [...(result.warning ? [result.warning] : []), ...result.costs.notes];
  return (
    <DetailSection title={heading}>
      {result.kind === "renta" ? (
        <div className="space-y-6">
          <CostTable
            caption={COST_TEXTS.rental.monthlyHeading}
            lines={result.costs.monthly.lines}
            total={{ label: COST_TEXTS.rental.monthlyTotal, amount: exactly(result.costs.monthly.total) }}
          />
          <CostTable
            caption={COST_TEXTS.rental.moveInHeading}
            lines={result.costs.moveIn.lines}
            total={{ label: COST_TEXTS.rental.moveInTotal, amount: result.costs.moveIn.total }}
          />
        </div>
      ) : (
        <CostTable
          caption={COST_TEXTS.sale.closingHeading}
          lines={result.costs.lines}
          total={{ label: COST_TEXTS.sale.closingTotal, amount: result.costs.closing }}
        />
      )}
      {result.kind === "compra" && (
        <p className="mt-3 flex flex-wrap items-baseline justify-between gap-x-3 rounded-xl bg-slate-50 px-3 py-2.5 text-sm">
          <span className="font-semibold text-slate-900">{COST_TEXTS.sale.total}</span>
          <span className="text-base font-semibold text-slate-900 tabular-nums">{formatMoneyRange(result.costs.total, lang)}</span>
        </p>
      )}
      {notes.length > 0 && (
        <ul className="mt-4 space-y-1.5 text-sm text-slate-700">
          {notes.map((note) => (
            <li key={note} className="flex items-start gap-2">
              <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-700" />
              <span>{note}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-4 text-xs text-slate-500">{COST_TEXTS.estimate}</p>
      {result.kind === "compra" && <CreditPayments price={p.price} credits={p.facts.credits} />}
    </DetailSection>
  );
}
