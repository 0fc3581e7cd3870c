import { describe, expect, it } from "vitest";
import { readMonthlyIncome } from "./income-field";

describe("readMonthlyIncome", () => {
  it("reads pesos as people type them", () => {
    expect(readMonthlyIncome("45,000")).toEqual({ income: 45_000, error: null });
    expect(readMonthlyIncome("$ 60 000")).toEqual({ income: 60_000, error: null });
  });
  it("an empty field is no income and no error", () => {
    expect(readMonthlyIncome("  ")).toEqual({ income: null, error: null });
  });
  it("says what to write instead of words or an amount out of range", () => {
    expect(readMonthlyIncome("mucho").error).toBe("Escribe solo la cantidad en pesos, por ejemplo 45,000.");
    expect(readMonthlyIncome("50").error).toBe("Escribe una cantidad entre $1,000 y $10,000,000.");
  });
});
