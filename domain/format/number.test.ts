import { describe, expect, it } from "vitest";
import { byCount, countLabel, formatDecimal, formatNumber, formatPercent, nounFor, pluralOf, propertyCountLabel } from "./number";

// The hand-written formatter must write what es-MX's Intl.NumberFormat writes.
describe("formatNumber", () => {
  const intl = (digits: number) => new Intl.NumberFormat("es-MX", { maximumFractionDigits: digits });
  const cases = [0, 1, 12, 999, 1000, 1234.4, 1234.5, 18500.6, 999999.5, 1_000_000, 4_500_000, 123456789, -1500, -0.4, 0.05, 2.25, 1.05];
  it.each(cases)("writes %d like Intl with no decimals", (n) => {
    expect(formatNumber(n)).toBe(intl(0).format(n).replace(/^-0$/, "0"));
  });
  it.each(cases)("writes %d like Intl with one decimal", (n) => {
    expect(formatDecimal(n)).toBe(intl(1).format(n).replace(/^-0$/, "0"));
  });
  it("groups thousands with commas and drops trailing zeros", () => {
    expect(formatNumber(1234567)).toBe("1,234,567");
    expect(formatDecimal(2.5)).toBe("2.5");
    expect(formatDecimal(3)).toBe("3");
  });
});

describe("formatPercent", () => {
  it("writes a fraction as a percentage, up to two decimals, the sign kept beside its number", () => {
    expect(formatPercent(0.35)).toBe("35\u00a0%");
    expect(formatPercent(0.095)).toBe("9.5\u00a0%");
    expect(formatPercent(0.1045)).toBe("10.45\u00a0%");
    expect(formatPercent(0.019)).toBe("1.9\u00a0%");
    expect(formatPercent(1 / 3, 0)).toBe("33\u00a0%");
  });

  it("writes it the en-US way on English pages: no space before the sign", () => {
    expect(formatPercent(0.3, 2, "en")).toBe("30%");
    expect(formatPercent(0.095, 2, "en")).toBe("9.5%");
    expect(formatPercent(1 / 3, 0, "en")).toBe("33%");
    expect(formatPercent(-0.02, 2, "en")).toBe("-2%");
  });
});

describe("countLabel", () => {
  it("makes the noun agree with the count", () => {
    expect(countLabel(1, "recámara")).toBe("1 recámara");
    expect(countLabel(3, "recámara")).toBe("3 recámaras");
    expect(countLabel(1, "baño")).toBe("1 baño");
    expect(countLabel(2.5, "baño")).toBe("2.5 baños");
    expect(countLabel(0, "inmobiliaria")).toBe("0 inmobiliarias");
    expect(propertyCountLabel(1)).toBe("1 propiedad");
    expect(propertyCountLabel(1234)).toBe("1,234 propiedades");
  });
  it("writes plurals the Spanish way, or as told", () => {
    expect(pluralOf("propiedad")).toBe("propiedades");
    expect(pluralOf("estacionamiento")).toBe("estacionamientos");
    expect(pluralOf("mensaje")).toBe("mensajes");
    expect(countLabel(2, "pase disponible", "pases disponibles")).toBe("2 pases disponibles");
  });
});

describe("sentences that agree with a count", () => {
  it("take the singular for exactly one, the plural for 0, 2 and fractions", () => {
    const left = (n: number) => `Te ${byCount(n, "queda", "quedan")} ${countLabel(n, "pase")}.`;
    expect(left(1)).toBe("Te queda 1 pase.");
    expect(left(0)).toBe("Te quedan 0 pases.");
    expect(left(3)).toBe("Te quedan 3 pases.");
    expect(nounFor(1, "estacionamiento")).toBe("estacionamiento");
    expect(nounFor(1.5, "baño")).toBe("baños");
    expect(nounFor(2, "cajón", "cajones")).toBe("cajones");
  });
});
