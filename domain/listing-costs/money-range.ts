import { formatPriceMXN } from "../format/money";
import type { Lang } from "../i18n/lang";

/** An estimate between two amounts (MXN); min equals max when the figure is known. */
export type MoneyRange = { min: number; max: number };

export const exactly = (amount: number): MoneyRange => ({ min: amount, max: amount });
export const addRanges = (...ranges: MoneyRange[]): MoneyRange => ({
  min: ranges.reduce((sum, r) => sum + r.min, 0),
  max: ranges.reduce((sum, r) => sum + r.max, 0),
});
export const scaleRange = (amount: number, share: MoneyRange): MoneyRange => ({ min: amount * share.min, max: amount * share.max });

/** "$12,000", or "$3,600 a $6,000" for a range (whole pesos, as every price in Hogaria). */
export function formatMoneyRange({ min, max }: MoneyRange, lang: Lang = "es"): string {
  const low = formatPriceMXN(min, lang);
  const high = formatPriceMXN(max, lang);
  return low === high ? low : `${low} ${lang === "es" ? "a" : "to"} ${high}`;
}
