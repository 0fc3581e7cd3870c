import { describe, expect, it } from "vitest";
import { formatArea, formatListingPrice, formatPriceMXN, formatPricePerM2, listingPriceParts } from "./money";
import { formatLongDate } from "./date";

describe("formatPriceMXN", () => {
  it("formats whole pesos in es-MX", () => {
    expect(formatPriceMXN(4500000)).toBe("$4,500,000");
    expect(formatPriceMXN(18500.6)).toBe("$18,501");
    expect(formatPriceMXN(0)).toBe("$0");
  });
  it("adds /mes to rents only", () => {
    expect(formatListingPrice(18000, "renta")).toBe("$18,000/mes");
    expect(formatListingPrice(2300000, "venta")).toBe("$2,300,000");
    expect(formatListingPrice(1900000, "remate")).toBe("$1,900,000");
  });
  it("gives a rent's amount and its period apart, in each language, and a sale's amount alone", () => {
    expect(listingPriceParts(18000, "renta")).toEqual({ amount: "$18,000", period: "/mes" });
    expect(listingPriceParts(18000, "renta", "en")).toEqual({ amount: "MX$18,000", period: "/month" });
    expect(listingPriceParts(2300000, "venta")).toEqual({ amount: "$2,300,000", period: "" });
    expect(listingPriceParts(2300000, "venta", "en")).toEqual({ amount: "MX$2,300,000", period: "" });
    expect(formatListingPrice(18000, "renta", "en")).toBe("MX$18,000/month");
  });
  it("prices the square metre in whole pesos", () => {
    expect(formatPricePerM2(45_000)).toBe("$45,000/m²");
    expect(formatPricePerM2(178.4)).toBe("$178/m²");
  });
});

describe("formatArea", () => {
  it("rounds to whole square metres", () => {
    expect(formatArea(120)).toBe("120 m²");
    expect(formatArea(1234.4)).toBe("1,234 m²");
  });
});

describe("formatLongDate", () => {
  it("writes dates the Mexican way", () => {
    expect(formatLongDate(new Date("2025-08-12T18:00:00Z"))).toBe("12 de agosto de 2025");
  });
});
