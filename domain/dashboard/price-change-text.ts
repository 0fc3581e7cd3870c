import { formatDayMonth } from "../format/date";
import { formatPriceMXN } from "../format/money";

/**
 * "Bajó $1,500 el 20 de noviembre" / "Subió $2,000 el 3 de enero de 2025": what a saved
 * listing's price did, by how much (whole pesos, es-MX) and when (in Mexico City; the year
 * only when it is not this one).
 */
export function priceChangeText(
  change: { old_price: number; new_price: number; changed_at: string | Date },
  now: Date | number = Date.now(),
): string {
  const difference = change.new_price - change.old_price;
  const verb = difference < 0 ? "Bajó" : "Subió";
  return `${verb} ${formatPriceMXN(Math.abs(difference))} el ${formatDayMonth(new Date(change.changed_at), now)}`;
}

/** Whether the change lowered the price (the dashboard marks drops and rises apart, in words and colour). */
export const isPriceDrop = (change: { old_price: number; new_price: number }): boolean => change.new_price < change.old_price;
