import { formatPriceMXN } from "../format/money";
import { formatDecimal } from "../format/number";
import type { Operation, PropertyType } from "../properties/property";
import { FACT_KEYS, factApplies, rentalTermsApply, type ListingFacts } from "./facts";
import { FACT_NOT_GIVEN_WORDS, LISTING_FACT_WORDS, MONEY_FACT_WORDS } from "./facts-en";
import type { Lang } from "../i18n/lang";

export type FactLine = { key: string; label: string; value: string; given: boolean };

const months = (n: number, lang: Lang) =>
  lang === "es"
    ? n === 0
      ? "Sin depósito"
      : `${formatDecimal(n)} ${n === 1 ? "mes" : "meses"} de renta`
    : n === 0
      ? "No deposit"
      : `${formatDecimal(n)} ${n === 1 ? "month" : "months"} of rent`;

/**
 * Every fact that applies to a listing, in the table's order, with what a person reads:
 * its value, or "No indicado". A rental adds its cuota de mantenimiento (an amount, or
 * included in the rent) and its deposit.
 */
export function factLines(
  facts: Partial<ListingFacts>,
  listing: { operation: Operation; type: PropertyType; maintenance?: number | null },
  lang: Lang = "es",
): FactLine[] {
  const lines: FactLine[] = [];
  const MONEY_FACT_LABELS = MONEY_FACT_WORDS[lang];
  const line = (key: string, label: string, value: string | null) =>
    lines.push({ key, label, value: value ?? FACT_NOT_GIVEN_WORDS[lang], given: value !== null });
  if (rentalTermsApply(listing.operation)) {
    const maintenance = listing.maintenance ?? null;
    line(
      "maintenance",
      MONEY_FACT_LABELS.maintenance,
      facts.maintenance_included
        ? MONEY_FACT_LABELS.maintenanceIncluded
        : maintenance !== null
          ? `${formatPriceMXN(maintenance, lang)} ${lang === "es" ? "al mes" : "per month"}`
          : null,
    );
    line("deposit_months", MONEY_FACT_LABELS.depositMonths, facts.deposit_months == null ? null : months(facts.deposit_months, lang));
  }
  for (const fact of FACT_KEYS) {
    if (!factApplies(fact, listing)) continue;
    const { label, valueLabels } = LISTING_FACT_WORDS[lang][fact] as { label: string; valueLabels: Record<string, string> };
    if (fact === "credits") {
      const credits = facts.credits ?? null;
      line(fact, label, credits && credits.length ? credits.map((c) => valueLabels[c]).join(", ") : null);
    } else {
      const value = (facts[fact] as string | null | undefined) ?? null;
      line(fact, label, value === null ? null : (valueLabels[value] ?? null));
    }
  }
  return lines;
}
