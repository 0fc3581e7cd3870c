import type { Guarantee } from "../listings/facts";
import { DEPOSIT_MONTHS, RENTAL_POLICY_RATE } from "../guides/rent-budget";
import { addRanges, exactly, scaleRange, type MoneyRange } from "./money-range";
import type { CostLine } from "./cost-texts";
import { COST_TEXTS_BY_LANG } from "./cost-texts-en";
import type { Lang } from "../i18n/lang";

/** What a rental's page needs to tell what it costs: the listing's money facts as stored. */
export type RentalFacts = {
  price: number;
  /** Cuota de mantenimiento a month (MXN); null when the listing gives none. */
  maintenance: number | null;
  /** The cuota is included in the rent (null: not said). */
  maintenanceIncluded: boolean | null;
  /** Depósito in months of rent (null: not said). */
  depositMonths: number | null;
  guarantee: Guarantee | null;
};

export type RentalCosts = {
  /** Rent and cuota: what the tenant pays each month. */
  monthly: { total: number; lines: CostLine[] };
  /** The cash the day the lease is signed, line by line, and its total (a range when a póliza is an estimate). */
  moveIn: { lines: CostLine[]; total: MoneyRange };
  /** What the figures assumed or found odd, each in one sentence. */
  notes: string[];
};

/** The cuota a tenant pays apart from the rent: 0 when included or not given (then said in a note). */
function cuotaOf(f: RentalFacts): number {
  if (f.maintenanceIncluded) return 0;
  return f.maintenance !== null && f.maintenance > 0 ? f.maintenance : 0;
}

/**
 * A rental's monthly total and its move-in cash. The deposit is the listing's months or, when
 * it does not say, the CDMX custom of one month; the guarantee is a póliza jurídica (an
 * estimate as a share of one month's rent, with its range), an aval (no cost), both as
 * alternatives when the listing accepts either or does not say, or nothing when it asks none.
 */
export function rentalCosts(f: RentalFacts, lang: Lang = "es"): RentalCosts {
  const t = COST_TEXTS_BY_LANG[lang].rental;
  const notes: string[] = [];
  const cuota = cuotaOf(f);
  const monthlyLines: CostLine[] = [{ key: "rent", label: t.rent, amount: exactly(f.price), note: t.rentNote }];
  if (f.maintenanceIncluded) monthlyLines.push({ key: "cuota", label: t.cuota, amount: exactly(0), note: t.cuotaIncludedNote });
  else if (cuota > 0) monthlyLines.push({ key: "cuota", label: t.cuota, amount: exactly(cuota), note: t.cuotaNote });
  else notes.push(t.cuotaNotGiven);
  if (cuota > f.price) notes.push(t.cuotaAboveRent);
  const monthlyTotal = f.price + cuota;

  const months = f.depositMonths !== null && f.depositMonths >= 0 ? f.depositMonths : DEPOSIT_MONTHS.typical;
  const deposit: CostLine = {
    key: "deposit",
    label: t.deposit(months),
    amount: exactly(f.price * months),
    note: f.depositMonths === null ? t.depositCustomNote : t.depositNote,
  };
  const firstMonth: CostLine = { key: "first-month", label: t.firstMonth, amount: exactly(monthlyTotal), note: t.firstMonthNote };
  const policy = scaleRange(f.price, RENTAL_POLICY_RATE);
  const guarantee = guaranteeLine(f.guarantee, policy, lang);
  const lines = [deposit, firstMonth, ...(guarantee ? [guarantee] : [])];
  // With an aval as the alternative, the cheapest move-in pays no póliza.
  const guaranteeRange = !guarantee ? exactly(0) : guarantee.alternative ? { min: 0, max: guarantee.amount.max } : guarantee.amount;
  return {
    monthly: { total: monthlyTotal, lines: monthlyLines },
    moveIn: { lines, total: addRanges(deposit.amount, firstMonth.amount, guaranteeRange) },
    notes,
  };
}

function guaranteeLine(guarantee: Guarantee | null, policy: MoneyRange, lang: Lang): (CostLine & { alternative?: true }) | null {
  const t = COST_TEXTS_BY_LANG[lang].rental;
  switch (guarantee) {
    case "ninguna":
      return null;
    case "aval":
      return { key: "guarantee", label: t.aval, amount: exactly(0), note: t.avalNote };
    case "poliza":
      return { key: "guarantee", label: t.policy, amount: policy, note: t.policyNote };
    case "poliza-o-aval":
      return { key: "guarantee", label: t.policyOrAval, amount: policy, note: t.policyOrAvalNote, alternative: true };
    case null:
      return { key: "guarantee", label: t.policyOrAval, amount: policy, note: t.guaranteeNotGivenNote, alternative: true };
  }
}
