import type { ListingFacts } from "../listings/facts";
import { PRICE_RANGES } from "../listings/listing-limits";
import type { Operation } from "../properties/property";
import { COST_TEXTS_BY_LANG } from "./cost-texts-en";
import type { Lang } from "../i18n/lang";
import { purchaseCosts, type PurchaseCosts } from "./purchase-costs";
import { rentalCosts, type RentalCosts } from "./rental-costs";

/** What a listing's costs are computed from: its price and money facts as the detail API gives them. */
export type CostsListing = {
  operation_type: Operation;
  price: number;
  maintenance: number | null;
  appraisal_value: number | null;
  facts: Pick<ListingFacts, "maintenance_included" | "deposit_months" | "guarantee">;
};

/**
 * What the property page says a listing costs: a rental's monthly total and move-in cash, or a
 * sale's closing costs; nothing but a sentence for a price that is not one (0 or less). A price
 * outside the operation's usual range is shown with a warning (a rent typed as a sale).
 */
export type ListingCosts =
  | { kind: "renta"; costs: RentalCosts; warning: string | null }
  | { kind: "compra"; costs: PurchaseCosts; warning: string | null }
  | { kind: "sin-precio"; message: string };

export function listingCosts(p: CostsListing, lang: Lang = "es"): ListingCosts {
  const COST_TEXTS = COST_TEXTS_BY_LANG[lang];
  if (!Number.isFinite(p.price) || p.price <= 0) return { kind: "sin-precio", message: COST_TEXTS.invalidPrice };
  const range = PRICE_RANGES[p.operation_type];
  const warning = p.price < range.min || p.price > range.max ? COST_TEXTS.priceOutOfLine : null;
  if (p.operation_type === "renta") {
    const costs = rentalCosts(
      {
        price: p.price,
        maintenance: p.maintenance,
        maintenanceIncluded: p.facts.maintenance_included,
        depositMonths: p.facts.deposit_months,
        guarantee: p.facts.guarantee,
      },
      lang,
    );
    return { kind: "renta", costs, warning };
  }
  return { kind: "compra", costs: purchaseCosts({ operation: p.operation_type, price: p.price, appraisalValue: p.appraisal_value }, lang), warning };
}
