import type { Lang } from "../i18n/lang";

// Numbers as Mexico writes them: thousands grouped with commas, a point before decimals
// ("1,234.5"). Written by hand rather than with Intl.NumberFormat: the first Intl formatter a
// page creates loads the locale's data, about 15 ms of a mid-range phone's main thread right
// when the page is being made interactive, for a rule this small.

const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/** "1,234", "1,234.5", "2.5": rounded half away from zero to `maxFractionDigits`, no trailing zeros. */
export function formatNumber(n: number, maxFractionDigits = 0): string {
  const factor = 10 ** maxFractionDigits;
  const magnitude = Math.round(Math.abs(n) * factor) / factor;
  const [whole, fraction = ""] = magnitude.toFixed(maxFractionDigits).split(".");
  const decimals = fraction.replace(/0+$/, "");
  const sign = n < 0 && magnitude !== 0 ? "-" : "";
  return `${sign}${whole.replace(THOUSANDS, ",")}${decimals ? `.${decimals}` : ""}`;
}

/** "1.5" bathrooms, "2" bedrooms: counts of rooms can have one decimal. */
export function formatDecimal(n: number): string {
  return formatNumber(n, 1);
}

/** What follows a percentage's number: Mexico's style spaces the sign (a no-break space, so it never wraps away); en-US does not. */
const PERCENT_SIGN: Readonly<Record<Lang, string>> = { es: "\u00a0%", en: "%" };

/**
 * "35 %", "9.5 %", "10.45 %" (es); "35%", "9.5%" (en): a fraction (0.095) as a percentage, up
 * to two decimals.
 */
export function formatPercent(fraction: number, maxFractionDigits = 2, lang: Lang = "es"): string {
  return `${formatNumber(fraction * 100, maxFractionDigits)}${PERCENT_SIGN[lang]}`;
}

/** A Spanish noun's plural: "-s" after a vowel ("recámaras"), "-es" after a consonant ("propiedades"). */
export function pluralOf(noun: string): string {
  return /[aeiouáéíóú]$/i.test(noun) ? `${noun}s` : `${noun}es`;
}

/**
 * The form that agrees with a count: `one` for exactly 1, `other` for any other count
 * (0, 2, 2.5). For words around the count: `Te ${byCount(n, "queda", "quedan")} …`.
 */
export function byCount<T>(n: number, one: T, other: T): T {
  return n === 1 ? one : other;
}

/** "recámara" for 1, "recámaras" otherwise: the noun alone, when the count is shown apart. */
export function nounFor(n: number, singular: string, plural: string = pluralOf(singular)): string {
  return byCount(n, singular, plural);
}

/** "1 recámara", "2.5 baños", "1,669 propiedades": the count, then the noun that agrees with it. */
export function countLabel(n: number, singular: string, plural: string = pluralOf(singular)): string {
  return `${formatDecimal(n)} ${nounFor(n, singular, plural)}`;
}

/** "1 bedroom", "2.5 baths", "1,669 properties": `countLabel` in English (an "-s" plural unless told). */
export function countLabelEn(n: number, singular: string, plural = `${singular}s`): string {
  return `${formatDecimal(n)} ${byCount(n, singular, plural)}`;
}

/** "1 propiedad", "1,669 propiedades" (es); "1 property", "1,669 properties" (en). */
export const propertyCountLabel = (n: number, lang: Lang = "es"): string =>
  lang === "es" ? countLabel(n, "propiedad") : countLabelEn(n, "property", "properties");
