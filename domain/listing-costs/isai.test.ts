import { describe, expect, it } from "vitest";
import { isai, ISAI_BRACKETS } from "./isai";

describe("isai (Código Fiscal de la Ciudad de México, art. 113)", () => {
  it("is the bracket's fixed quota plus its factor on the excess over the lower limit", () => {
    // Rango E: $17,698.63 + 0.05225 × (1,000,000 − 561,034.77)
    expect(isai(1_000_000)).toBeCloseTo(40_634.56, 1);
    // Rango G: $121,433.99 + 0.06191 × (3,000,000 − 2,805,173.78)
    expect(isai(3_000_000)).toBeCloseTo(133_495.68, 1);
    // Rango H: $256,022.96 + 0.06438 × (8,000,000 − 5,403,917.91)
    expect(isai(8_000_000)).toBeCloseTo(423_158.72, 1);
  });

  it("charges exactly the fixed quota at a bracket's lower limit", () => {
    for (const bracket of ISAI_BRACKETS) expect(isai(bracket.lower)).toBeCloseTo(bracket.fixed, 2);
  });

  it("uses the last bracket, with no upper limit, above $51,904,107.49", () => {
    // Rango K: $2,790,760.94 + 0.07118 × (60,000,000 − 51,904,107.49)
    expect(isai(60_000_000)).toBeCloseTo(3_367_026.57, 1);
  });

  it("is nothing on a value of 0 or less", () => {
    expect(isai(0)).toBe(0);
    expect(isai(-5)).toBe(0);
  });

  it("takes between about 4 % and 7 % of the price of the homes CDMX sells", () => {
    for (const price of [1_500_000, 3_500_000, 6_000_000, 12_000_000]) {
      expect(isai(price) / price).toBeGreaterThan(0.035);
      expect(isai(price) / price).toBeLessThan(0.07);
    }
  });
});
