import { formatDecimal } from "@domain/format/number";
import { RESULTS_MAP_TEXTS } from "@domain/map/results-map-texts";
import type { Lang } from "@domain/i18n/lang";

/** Short prices for map pins: '$18.5 mil', '$4.5 M' ('MX$18.5k', 'MX$4.5M' in English). */
export function compactPrice(amount: number, lang: Lang = "es"): string {
  const { peso, thousand, million } = RESULTS_MAP_TEXTS[lang];
  const gap = lang === "es" ? " " : "";
  if (amount >= 1_000_000) return `${peso}${formatDecimal(amount / 1_000_000)}${gap}${million}`;
  if (amount >= 1_000) return `${peso}${formatDecimal(Math.round(amount / 100) / 10)}${gap}${thousand}`;
  return `${peso}${formatDecimal(amount)}`;
}
