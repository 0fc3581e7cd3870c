import { formatDecimal } from "@domain/format/number";

/** Short prices for map pins: '$18.5 mil', '$4.5 M'. */
export function compactPrice(amount: number): string {
  if (amount >= 1_000_000) return `$${formatDecimal(amount / 1_000_000)} M`;
  if (amount >= 1_000) return `$${formatDecimal(Math.round(amount / 100) / 10)} mil`;
  return `$${formatDecimal(amount)}`;
}
