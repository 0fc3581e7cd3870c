import { formatPriceMXN } from "../format/money";
import { formatDecimal } from "../format/number";
import type { Operation, PropertyType } from "../properties/property";
import { FACT_KEYS, FACT_NOT_GIVEN, LISTING_FACTS, MONEY_FACT_LABELS, factApplies, rentalTermsApply, type ListingFacts } from "./facts";

export type FactLine = { key: string; label: string; value: string; given: boolean };

const months = (n: number) => (n === 0 ? "Sin depósito" : `${formatDecimal(n)} ${n === 1 ? "mes" : "meses"} de renta`);

/**
 * Every fact that applies to a listing, in the table's order, with what a person reads:
 * its value, or "No indicado". A rental adds its cuota de mantenimiento (an amount, or
 * included in the rent) and its deposit.
 */
export function factLines(
  facts: Partial<ListingFacts>,
  listing: { operation: Operation; type: PropertyType; maintenance?: number | null },
): FactLine[] {
  const lines: FactLine[] = [];
  const line = (key: string, label: string, value: string | null) =>
    lines.push({ key, label, value: value ?? FACT_NOT_GIVEN, given: value !== null });
  if (rentalTermsApply(listing.operation)) {
    const maintenance = listing.maintenance ?? null;
    line(
      "maintenance",
      MONEY_FACT_LABELS.maintenance,
      facts.maintenance_included ? MONEY_FACT_LABELS.maintenanceIncluded : maintenance !== null ? `${formatPriceMXN(maintenance)} al mes` : null,
    );
    line("deposit_months", MONEY_FACT_LABELS.depositMonths, facts.deposit_months == null ? null : months(facts.deposit_months));
  }
  for (const fact of FACT_KEYS) {
    if (!factApplies(fact, listing)) continue;
    const { label, valueLabels } = LISTING_FACTS[fact] as { label: string; valueLabels: Record<string, string> };
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
