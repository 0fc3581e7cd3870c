import { describe, expect, it } from "vitest";
import { compareBuyAndRent, type BuyVsRentInput } from "./buy-vs-rent";
import { monthlyPayment, remainingBalance } from "./mortgage";

// Cases small enough to add up by hand: no rates unless the case is about one.
const still: BuyVsRentInput = {
  price: 1_200_000,
  downPayment: 1_200_000,
  purchaseCosts: 0,
  mortgageRate: 0,
  mortgageYears: 20,
  monthlyRent: 10_000,
  rentIncrease: 0,
  appreciation: 0,
  savingsReturn: 0,
  years: 1,
};

describe("buying or renting over N years", () => {
  it("paying cash for a home that keeps its value costs nothing; a year of rent costs twelve rents", () => {
    const result = compareBuyAndRent(still);
    expect(result.buy.netCost).toBe(0);
    expect(result.rent.rentPaid).toBe(120_000);
    expect(result.rent.netCost).toBe(120_000);
    expect(result).toMatchObject({ cheaper: "comprar", difference: 120_000 });
  });

  it("raises the rent once a year", () => {
    const result = compareBuyAndRent({ ...still, rentIncrease: 0.1, years: 2 });
    expect(result.rent.rentPaid).toBeCloseTo(120_000 + 132_000, 6);
  });

  it("lets the home gain value year on year (plusvalía), which lowers the cost of buying", () => {
    const result = compareBuyAndRent({ ...still, price: 1_000_000, downPayment: 1_000_000, appreciation: 0.05, years: 2 });
    expect(result.buy.homeValue).toBeCloseTo(1_102_500, 6);
    expect(result.buy.netCost).toBeCloseTo(-102_500, 6);
  });

  it("counts the purchase costs as money the buyer does not get back", () => {
    const result = compareBuyAndRent({ ...still, purchaseCosts: 0.06 });
    expect(result.buy.upfront).toBeCloseTo(1_272_000, 6);
    expect(result.buy.netCost).toBeCloseTo(72_000, 6);
  });

  it("has the renter earn on the down payment the buyer spent", () => {
    const result = compareBuyAndRent({ ...still, price: 100_000, downPayment: 100_000, monthlyRent: 0, savingsReturn: 0.12 });
    expect(result.rent.invested).toBe(100_000);
    expect(result.rent.savingsGain).toBeCloseTo(12_000, 6);
    expect(result.rent.netCost).toBeCloseTo(-12_000, 6);
    expect(result).toMatchObject({ cheaper: "rentar" });
    expect(result.difference).toBeCloseTo(12_000, 6);
  });

  it("pays the mortgage for the years compared and counts what is still owed against the home", () => {
    const input = { ...still, price: 1_250_000, downPayment: 250_000, mortgageRate: 0.12, mortgageYears: 20, monthlyRent: 0, years: 10 };
    const result = compareBuyAndRent(input);
    const payment = monthlyPayment(1_000_000, 0.12, 240);
    expect(result.monthlyPayment).toBeCloseTo(payment, 6);
    expect(result.buy.payments).toBeCloseTo(payment * 120, 4);
    expect(result.buy.balance).toBeCloseTo(remainingBalance(1_000_000, 0.12, 240, 120), 4);
    expect(result.buy.equity).toBeCloseTo(1_250_000 - result.buy.balance, 4);
    expect(result.buy.netCost).toBeCloseTo(250_000 + payment * 120 - result.buy.equity, 4);
    // The renter (paying no rent here) saves every payment the buyer makes.
    expect(result.rent.invested).toBeCloseTo(250_000 + payment * 120, 4);
  });

  it("stops the payments once the mortgage is paid off", () => {
    const result = compareBuyAndRent({ ...still, downPayment: 0, mortgageYears: 1, years: 3 });
    expect(result.buy.payments).toBeCloseTo(1_200_000, 6);
    expect(result.buy.balance).toBe(0);
    expect(result.buy.netCost).toBeCloseTo(0, 6);
  });

  it("calls it even when the two cost the same", () => {
    const result = compareBuyAndRent({ ...still, monthlyRent: 0 });
    expect(result).toMatchObject({ cheaper: "empate", difference: 0 });
  });
});
