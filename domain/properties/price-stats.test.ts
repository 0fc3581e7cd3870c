import { describe, expect, it } from "vitest";
import {
  coloniaMedians,
  comparedToMedian,
  median,
  medianComparison,
  medianComparisonIn,
  medianScope,
  pricePerM2,
  type PriceSample,
} from "./price-stats";

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
  operationType: "venta",
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
    const sales = stats.filter((s) => s.operationType === "venta");
    expect(sales.map((s) => s.propertyType).sort()).toEqual(["casa", "casa-condominio", "departamento"]);
    for (const s of sales) expect(s).toMatchObject({ locationId: "roma-norte", medianPriceM2: 50_000, sampleSize: 3 });
  });

  it("takes rentals' medians from rentals alone, and gives remates the sales' median", () => {
    const stats = coloniaMedians([
      sample({ price: 4_000_000 }),
      sample({ price: 5_000_000 }),
      sample({ price: 6_000_000 }),
      sample({ operationType: "renta", price: 20_000 }),
      sample({ operationType: "renta", price: 25_000 }),
      sample({ operationType: "renta", price: 40_000 }),
      // A remate at a third of the price does not pull the sales' median down.
      sample({ operationType: "remate", price: 1_000_000 }),
    ]);
    const of = (operationType: string) => stats.find((s) => s.operationType === operationType && s.propertyType === "departamento");
    expect(of("venta")).toMatchObject({ medianPriceM2: 50_000, sampleSize: 3 });
    expect(of("remate")).toMatchObject({ medianPriceM2: 50_000, sampleSize: 3 });
    expect(of("renta")).toMatchObject({ medianPriceM2: 250, sampleSize: 3 });
  });

  it("gives rentals no median from fewer than three rentals, whatever the sales", () => {
    const stats = coloniaMedians([sample({}), sample({}), sample({}), sample({ operationType: "renta", price: 20_000 })]);
    expect(stats.some((s) => s.operationType === "renta")).toBe(false);
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
  it("words it below, above or at the median, and where", () => {
    // The percent keeps a no-break space before its sign, so it never wraps away.
    expect(medianComparison(45_240, 52_000)).toBe("13\u00a0% debajo de la mediana");
    expect(medianComparison(56_160, 52_000)).toBe("8\u00a0% arriba de la mediana");
    expect(medianComparison(52_000, 52_000)).toBe("En la mediana");
    expect(medianComparisonIn(220, 250, "Del Valle Centro")).toBe("12\u00a0% debajo de la mediana de Del Valle Centro");
    expect(medianComparisonIn(251, 250, "Del Valle Centro")).toBe("En la mediana de Del Valle Centro");
  });
  it("names what the median was taken over: a remate, the sales", () => {
    expect(medianScope("casa", "venta", "Roma Norte")).toBe("casas y departamentos en venta en Roma Norte");
    expect(medianScope("departamento", "renta", "Roma Norte")).toBe("casas y departamentos en renta en Roma Norte");
    expect(medianScope("bodega-comercial", "remate", "Vallejo")).toBe("bodegas en venta en Vallejo");
  });
});
