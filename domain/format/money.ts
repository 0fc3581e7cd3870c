const mxn = new Intl.NumberFormat("es-MX", {
  style: "currency",
  currency: "MXN",
  maximumFractionDigits: 0,
});

const integer = new Intl.NumberFormat("es-MX", { maximumFractionDigits: 0 });

// "$4,500,000" — whole pesos, as every price in Hogaria is shown.
export function formatPriceMXN(amount: number): string {
  return mxn.format(Math.round(amount));
}

// "$18,000/mes" for rents, plain price otherwise.
export function formatListingPrice(amount: number, operation: "venta" | "renta" | "remate"): string {
  const price = formatPriceMXN(amount);
  return operation === "renta" ? `${price}/mes` : price;
}

// "120 m²"
export function formatArea(squareMetres: number): string {
  return `${integer.format(Math.round(squareMetres))} m²`;
}

// "1,234"
export function formatCount(n: number): string {
  return integer.format(n);
}
