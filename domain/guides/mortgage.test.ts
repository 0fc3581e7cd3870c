import { describe, expect, it } from "vitest";
import { monthlyPayment, mortgagePlan, remainingBalance } from "./mortgage";

describe("the monthly payment of a mortgage (French amortisation)", () => {
  it("matches the amortisation tables", () => {
    expect(monthlyPayment(1_000_000, 0.12, 240)).toBeCloseTo(11_010.86, 2);
    expect(monthlyPayment(2_800_000, 0.105, 240)).toBeCloseTo(27_954.64, 2);
    expect(monthlyPayment(100_000, 0.06, 12)).toBeCloseTo(8_606.64, 2);
  });

  it("splits the loan evenly when there is no interest, and is nothing when nothing is borrowed", () => {
    expect(monthlyPayment(120_000, 0, 12)).toBe(10_000);
    expect(monthlyPayment(0, 0.12, 240)).toBe(0);
  });
});

describe("what is still owed", () => {
  it("is the present value of the payments left", () => {
    const payment = monthlyPayment(1_000_000, 0.12, 240);
    const left = payment * ((1 - 1.01 ** -120) / 0.01);
    expect(remainingBalance(1_000_000, 0.12, 240, 120)).toBeCloseTo(left, 6);
    expect(remainingBalance(1_000_000, 0.12, 240, 120)).toBeCloseTo(767_462.78, 1);
  });

  it("is the whole loan before the first payment and nothing after the last", () => {
    expect(remainingBalance(1_000_000, 0.12, 240, 0)).toBeCloseTo(1_000_000, 6);
    expect(remainingBalance(1_000_000, 0.12, 240, 240)).toBe(0);
    expect(remainingBalance(1_000_000, 0.12, 240, 300)).toBe(0);
    expect(remainingBalance(120_000, 0, 12, 3)).toBe(90_000);
  });
});

describe("a mortgage plan", () => {
  it("borrows the price less the down payment and adds up what it costs", () => {
    const plan = mortgagePlan({ price: 1_250_000, downPayment: 250_000, annualRate: 0.12, years: 20 });
    expect(plan.loan).toBe(1_000_000);
    expect(plan.months).toBe(240);
    expect(plan.monthlyPayment).toBeCloseTo(11_010.86, 2);
    expect(plan.totalPaid).toBeCloseTo(2_642_606.72, 1);
    expect(plan.totalInterest).toBeCloseTo(1_642_606.72, 1);
    expect(plan.totalCost).toBeCloseTo(2_892_606.72, 1);
    expect(plan.downPaymentShare).toBe(0.2);
  });
});
