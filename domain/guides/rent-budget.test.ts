import { describe, expect, it } from "vitest";
import { rentBudget, RENTAL_POLICY_RATE, DEPOSIT_MONTHS } from "./rent-budget";

describe("how much rent an income can carry", () => {
  it("is a third of the income, with a month's deposit and a póliza at 35 % of a month", () => {
    const budget = rentBudget({ monthlyIncome: 30_000, depositMonths: DEPOSIT_MONTHS.typical, policyRate: RENTAL_POLICY_RATE.typical });
    expect(budget.maxRent).toBeCloseTo(10_000, 6);
    expect(budget.deposit).toBeCloseTo(10_000, 6);
    expect(budget.policy).toBeCloseTo(3_500, 6);
    expect(budget.upfront).toBeCloseTo(23_500, 6);
  });

  it("asks for more up front when the owner wants two months of deposit", () => {
    const budget = rentBudget({ monthlyIncome: 45_000, depositMonths: 2, policyRate: 0.5 });
    expect(budget.maxRent).toBeCloseTo(15_000, 6);
    expect(budget.deposit).toBeCloseTo(30_000, 6);
    expect(budget.policy).toBeCloseTo(7_500, 6);
    expect(budget.upfront).toBeCloseTo(52_500, 6);
  });

  it("needs no póliza money when there is an aval instead", () => {
    expect(rentBudget({ monthlyIncome: 24_000, depositMonths: 1, policyRate: 0 }).upfront).toBeCloseTo(16_000, 6);
  });
});
