import { describe, expect, it } from "vitest";
import { readPercent, readPesos, readWhole } from "./calculator-fields";
import { mortgageForm } from "./mortgage-form";
import { rentBudgetForm } from "./rent-budget-form";
import { buyVsRentForm } from "./buy-vs-rent-form";
import { twinIn } from "../i18n/message-twins";

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe("reading what a person types into a calculator", () => {
  it("reads pesos written the Mexican way", () => {
    expect(readPesos("30,000")).toBe(30_000);
    expect(readPesos("$ 1,250,000.50 MXN")).toBe(1_250_000.5);
    expect(readPesos("30000")).toBe(30_000);
    expect(readPesos("treinta mil")).toBeNull();
    expect(readPesos("30.000.000")).toBeNull();
    expect(readPesos("-5")).toBeNull();
  });

  it("reads percentages as fractions, with a point or a comma", () => {
    expect(readPercent("10.5")).toBeCloseTo(0.105, 10);
    expect(readPercent("10,5 %")).toBeCloseTo(0.105, 10);
    expect(readPercent("-2")).toBeCloseTo(-0.02, 10);
    expect(readPercent("diez")).toBeNull();
  });

  it("reads whole numbers only", () => {
    expect(readWhole(" 20 ")).toBe(20);
    expect(readWhole("2.5")).toBeNull();
  });
});

describe("a calculator's fields", () => {
  it("turn valid text into numbers", () => {
    expect(rentBudgetForm.parse({ monthlyIncome: "30,000", depositMonths: "1", policyRate: "35" })).toEqual({
      monthlyIncome: 30_000,
      depositMonths: 1,
      policyRate: 0.35,
    });
  });

  it("say in Spanish, under each field, what to write instead", () => {
    const result = rentBudgetForm.safeParse({ monthlyIncome: "mucho", depositMonths: "", policyRate: "150" });
    expect(messages(result)).toEqual({
      monthlyIncome: "Escribe solo la cantidad en pesos, por ejemplo 30,000.",
      depositMonths: "Escribe cuántos meses de depósito te piden.",
      policyRate: "Escribe un porcentaje entre 0\u00a0% y 100\u00a0%.",
    });
    expect(messages(mortgageForm.safeParse({ price: "50,000", downPayment: "0", annualRate: "10.5", years: "40" }))).toEqual({
      price: "Escribe una cantidad entre $100,000 y $200,000,000.",
      years: "Escribe entre 1 y 30 años.",
    });
  });

  it("check the down payment against the price even while another field is wrong", () => {
    const result = mortgageForm.safeParse({ price: "3,500,000", downPayment: "4,000,000", annualRate: "diez", years: "20" });
    expect(messages(result)).toEqual({
      downPayment: "El enganche debe ser menor que el precio: la diferencia es lo que te prestan.",
      annualRate: "Escribe solo el porcentaje, por ejemplo 10.5.",
    });
  });

  it("refuse a down payment that leaves nothing to borrow", () => {
    const result = mortgageForm.safeParse({ price: "1,000,000", downPayment: "1,000,000", annualRate: "10", years: "20" });
    expect(messages(result)).toEqual({ downPayment: "El enganche debe ser menor que el precio: la diferencia es lo que te prestan." });
    const cash = { price: "1,000,000", downPayment: "1,000,000", purchaseCosts: "6", mortgageRate: "10", mortgageYears: "20" };
    const market = { monthlyRent: "15,000", rentIncrease: "4", appreciation: "-2", savingsReturn: "7", years: "10" };
    expect(buyVsRentForm.safeParse({ ...cash, ...market }).success).toBe(true);
    expect(messages(buyVsRentForm.safeParse({ ...cash, ...market, downPayment: "1,200,000" }))).toEqual({
      downPayment: "El enganche no puede ser mayor que el precio.",
    });
  });
});

describe("a calculator's messages on an English page", () => {
  it("have English twins, with MX$ amounts and en-US percentages", () => {
    const english = (result: Parameters<typeof messages>[0]) =>
      Object.fromEntries(Object.entries(messages(result)).map(([field, message]) => [field, twinIn("en", message)]));
    expect(english(rentBudgetForm.safeParse({ monthlyIncome: "", depositMonths: "1.5", policyRate: "150" }))).toEqual({
      monthlyIncome: "Enter your monthly income.",
      depositMonths: "Enter a whole number of months, for example 1.",
      policyRate: "Enter a percentage between 0% and 100%.",
    });
    expect(english(mortgageForm.safeParse({ price: "50,000", downPayment: "mucho", annualRate: "10.5", years: "40" }))).toEqual({
      price: "Enter an amount between MX$100,000 and MX$200,000,000.",
      downPayment: "Enter only the amount in pesos, for example 700,000.",
      years: "Enter between 1 and 30 years.",
    });
    const cash = { price: "1,000,000", downPayment: "1,200,000", purchaseCosts: "6", mortgageRate: "10", mortgageYears: "20" };
    const market = { monthlyRent: "15,000", rentIncrease: "4", appreciation: "-2", savingsReturn: "7", years: "10" };
    expect(english(buyVsRentForm.safeParse({ ...cash, ...market }))).toEqual({ downPayment: "The down payment cannot be more than the price." });
  });
});
