import { formatDayMonth } from "../format/date";
import { formatPriceMXN } from "../format/money";
import type { Lang } from "../i18n/lang";

/**
 * "Bajó $1,500 el 20 de noviembre" / "Subió $2,000 el 3 de enero de 2025" ("Dropped MX$1,500
 * on November 20"): what a saved listing's price did, by how much (whole pesos) and when (in
 * Mexico City; the year only when it is not this one).
 */
export function priceChangeText(
  change: { old_price: number; new_price: number; changed_at: string | Date },
  now: Date | number = Date.now(),
  lang: Lang = "es",
): string {
  const difference = change.new_price - change.old_price;
  const amount = formatPriceMXN(Math.abs(difference), lang);
  const day = formatDayMonth(new Date(change.changed_at), now, lang);
  if (lang === "en") return `${difference < 0 ? "Dropped" : "Rose"} ${amount} on ${day}`;
  return `${difference < 0 ? "Bajó" : "Subió"} ${amount} el ${day}`;
}

/** Whether the change lowered the price (the dashboard marks drops and rises apart, in words and colour). */
export const isPriceDrop = (change: { old_price: number; new_price: number }): boolean => change.new_price < change.old_price;
