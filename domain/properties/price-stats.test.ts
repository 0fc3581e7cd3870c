import { describe, expect, it } from "vitest";
import { coloniaMedians, comparedToMedian, median, medianComparison, medianHint, medianScope, pricePerM2, type PriceSample } from "./price-stats";

describe("median", () => {
  it("takes the middle value of an odd count, whatever the order", () => {
    expect(median([52_000, 40_000, 61_000])).toBe(52_000);
    expect(median([7])).toBe(7);
  });
  it("takes the mean of the two middle values of an even count", () => {
    expect(median([40_000, 61_000, 52_000, 44_000])).toBe(48_000);
  });
  it("has none for no values, and leaves its input alone", () => {
    expect(median([])).toBeNull();
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe("pricePerM2", () => {
  it("divides by the built area, else the total, in whole pesos", () => {
    expect(pricePerM2({ price: 4_520_000, built_surface: 100, total_surface: 120 })).toBe(45_200);
    expect(pricePerM2({ price: 3_000_000, built_surface: null, total_surface: 450 })).toBe(6_667);
  });
  it("has none without an area", () => {
    expect(pricePerM2({ price: 3_000_000, built_surface: null, total_surface: null })).toBeNull();
  });
});

const sample = (over: Partial<PriceSample>): PriceSample => ({
  locationId: "roma-norte",
  propertyType: "departamento",
  price: 5_000_000,
  builtSurface: 100,
  totalSurface: null,
  ...over,
});

describe("coloniaMedians", () => {
  it("gives every home type of a colonia the median of its casas and departamentos", () => {
    const stats = coloniaMedians([
      sample({ price: 4_000_000 }),
      sample({ price: 5_000_000 }),
      sample({ propertyType: "casa", price: 12_000_000, builtSurface: 200 }),
      sample({ propertyType: "terreno", price: 9_000_000, builtSurface: null, totalSurface: 500 }),
    ]);
    expect(stats.map((s) => s.propertyType).sort()).toEqual(["casa", "casa-condominio", "departamento"]);
    for (const s of stats) expect(s).toMatchObject({ locationId: "roma-norte", medianPriceM2: 50_000, sampleSize: 3 });
  });

  it("keeps colonias apart and gives no median from fewer than three listings with an area", () => {
    const stats = coloniaMedians([
      sample({}),
      sample({}),
      sample({ builtSurface: null }),
      sample({ locationId: "condesa", price: 6_000_000 }),
      sample({ locationId: "condesa", price: 7_000_000 }),
      sample({ locationId: "condesa", price: 6_600_000 }),
    ]);
    expect(new Set(stats.map((s) => s.locationId))).toEqual(new Set(["condesa"]));
    expect(stats.find((s) => s.propertyType === "departamento")?.medianPriceM2).toBe(66_000);
  });
});

describe("comparing with the median", () => {
  it("says below, near or above, by a rounded percent", () => {
    expect(comparedToMedian(45_240, 52_000)).toEqual({ position: "debajo", percent: 13 });
    expect(comparedToMedian(56_160, 52_000)).toEqual({ position: "encima", percent: 8 });
    expect(comparedToMedian(53_000, 52_000).position).toBe("cerca");
    expect(comparedToMedian(49_500, 52_000).position).toBe("cerca");
  });
  it("words it short for cards and long for the property page", () => {
    expect(medianHint(45_240, 52_000)).toBe("13 % bajo la mediana");
    expect(medianHint(56_160, 52_000)).toBe("8 % sobre la mediana");
    expect(medianHint(52_000, 52_000)).toBe("Cerca de la mediana");
    expect(medianComparison(45_240, 52_000)).toBe("13 % por debajo de la mediana");
    expect(medianComparison(56_160, 52_000)).toBe("8 % por encima de la mediana");
  });
  it("names what the median was taken over", () => {
    expect(medianScope("casa", "Roma Norte")).toBe("casas y departamentos en venta en Roma Norte");
    expect(medianScope("bodega-comercial", "Vallejo")).toBe("bodegas en venta en Vallejo");
  });
});
