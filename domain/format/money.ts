import type { Lang } from "../i18n/lang";
import { formatNumber } from "./number";

// Every price is in whole Mexican pesos: "$4,500,000" on Spanish pages, and "MX$4,500,000"
// on English ones, where a bare "$" reads as US dollars (no exchange rate is ever applied).
export const PESO_SIGN: Readonly<Record<Lang, string>> = { es: "$", en: "MX$" };

// "$4,500,000" (es), "MX$4,500,000" (en).
export function formatPriceMXN(amount: number, lang: Lang = "es"): string {
  const digits = formatNumber(amount);
  const sign = PESO_SIGN[lang];
  return digits.startsWith("-") ? `-${sign}${digits.slice(1)}` : `${sign}${digits}`;
}

/** What follows a rent: "/mes", "/month". */
export const PER_MONTH: Readonly<Record<Lang, string>> = { es: "/mes", en: "/month" };

/** A listing's price in its two parts, for a page that sets them apart: the amount, and what follows a rent ("" otherwise). */
export type ListingPriceParts = { amount: string; period: string };

// { amount: "$18,000", period: "/mes" } for rents, { amount: "$2,300,000", period: "" } otherwise
// ("MX$18,000" and "/month" in English).
export function listingPriceParts(amount: number, operation: "venta" | "renta" | "remate", lang: Lang = "es"): ListingPriceParts {
  return { amount: formatPriceMXN(amount, lang), period: operation === "renta" ? PER_MONTH[lang] : "" };
}

// "$18,000/mes" for rents, plain price otherwise ("MX$18,000/month" in English).
export function formatListingPrice(amount: number, operation: "venta" | "renta" | "remate", lang: Lang = "es"): string {
  const { amount: price, period } = listingPriceParts(amount, operation, lang);
  return `${price}${period}`;
}

// "$45,000/m²"
export function formatPricePerM2(amount: number, lang: Lang = "es"): string {
  return `${formatPriceMXN(amount, lang)}/m²`;
}

// "120 m²"
export function formatArea(squareMetres: number): string {
  return `${formatNumber(squareMetres)} m²`;
}

// "1,234"
export function formatCount(n: number): string {
  return formatNumber(n);
}
