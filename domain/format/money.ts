import { formatNumber } from "./number";

// "$4,500,000" — whole pesos, as every price in Hogaria is shown.
export function formatPriceMXN(amount: number): string {
  const digits = formatNumber(amount);
  return digits.startsWith("-") ? `-$${digits.slice(1)}` : `$${digits}`;
}

// "$18,000/mes" for rents, plain price otherwise.
export function formatListingPrice(amount: number, operation: "venta" | "renta" | "remate"): string {
  const price = formatPriceMXN(amount);
  return operation === "renta" ? `${price}/mes` : price;
}

// "$45,000/m²"
export function formatPricePerM2(amount: number): string {
  return `${formatPriceMXN(amount)}/m²`;
}

// "120 m²"
export function formatArea(squareMetres: number): string {
  return `${formatNumber(squareMetres)} m²`;
}

// "1,234"
export function formatCount(n: number): string {
  return formatNumber(n);
}
