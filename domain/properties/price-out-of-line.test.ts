import { describe, expect, it } from "vitest";
import { isPriceOutOfLine, priceFlagsOf } from "./price-out-of-line";
import { coloniaMedians, type PriceSample } from "./price-stats";

describe("a price out of line", () => {
  it("is a rental more than 40 % below its median", () => {
    expect(isPriceOutOfLine("renta", 149, 250, 8)).toBe(true);
    expect(isPriceOutOfLine("renta", 150, 250, 8)).toBe(false); // exactly 40 % below
    expect(isPriceOutOfLine("renta", 151, 250, 8)).toBe(false);
  });
  it("is a sale more than 50 % below its median", () => {
    expect(isPriceOutOfLine("venta", 24_999, 50_000, 12)).toBe(true);
    expect(isPriceOutOfLine("venta", 25_000, 50_000, 12)).toBe(false);
    // 45 % below would be out of line for a rental, not for a sale.
    expect(isPriceOutOfLine("venta", 27_500, 50_000, 12)).toBe(false);
    expect(isPriceOutOfLine("renta", 137, 250, 12)).toBe(true);
  });
  it("needs a median of at least 8 listings", () => {
    expect(isPriceOutOfLine("renta", 100, 250, 7)).toBe(false);
    expect(isPriceOutOfLine("renta", 100, 250, 8)).toBe(true);
  });
  it("is never a remate, nor a listing without an area or a median", () => {
    expect(isPriceOutOfLine("remate", 10_000, 50_000, 20)).toBe(false);
    expect(isPriceOutOfLine("renta", null, 250, 20)).toBe(false);
    expect(isPriceOutOfLine("renta", 100, null, null)).toBe(false);
  });
});

describe("the flags of a colonia", () => {
  const rental = (id: string, price: number, over: Partial<PriceSample> = {}): PriceSample & { id: string } => ({
    id,
    locationId: "del-valle-centro",
    operationType: "renta",
    propertyType: "departamento",
    price,
    builtSurface: 100,
    ...over,
  });

  it("flag the bait among eight rentals, with the numbers the desk shows", () => {
    const samples = [...[24_000, 25_000, 25_000, 26_000, 27_000, 25_500, 24_500].map((p, i) => rental(`r${i}`, p)), rental("bait", 12_000)];
    const flags = priceFlagsOf(samples, coloniaMedians(samples));
    expect(flags).toEqual([
      { propertyId: "bait", locationId: "del-valle-centro", operationType: "renta", priceM2: 120, medianPriceM2: 250, sampleSize: 8 },
    ]);
  });

  it("flag nothing among seven, however low", () => {
    const samples = [...[24_000, 25_000, 25_000, 26_000, 27_000, 25_500].map((p, i) => rental(`r${i}`, p)), rental("bait", 5_000)];
    expect(priceFlagsOf(samples, coloniaMedians(samples))).toEqual([]);
  });

  it("compare a bodega with bodegas, not with the homes' median", () => {
    const homes = [24_000, 25_000, 25_000, 26_000, 27_000, 25_500, 24_500, 25_000].map((p, i) => rental(`r${i}`, p));
    const bodega = rental("bodega", 10_000, { propertyType: "bodega-comercial" });
    expect(priceFlagsOf([...homes, bodega], coloniaMedians([...homes, bodega]))).toEqual([]);
  });
});
