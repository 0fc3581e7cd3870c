import * as z from "zod";
import { percentText, pesosText, wholeText } from "./calculator-fields";
import { downPaymentRule, mortgageFields, MAX_MORTGAGE_YEARS } from "./mortgage-form";
import { PURCHASE_COSTS } from "./mortgage-rates";

/** The buy-or-rent calculator's fields, as typed: the mortgage's, then the rent, the market and the horizon. */
export const buyVsRentForm = z
  .object({
    price: mortgageFields.price,
    downPayment: mortgageFields.downPayment,
    purchaseCosts: percentText("los gastos de compra", { min: 0, max: 0.15 }, PURCHASE_COSTS.typical),
    mortgageRate: mortgageFields.annualRate,
    mortgageYears: mortgageFields.years,
    monthlyRent: pesosText("la renta mensual de una vivienda parecida", { min: 1_000, max: 1_000_000 }, 18_000),
    rentIncrease: percentText("el aumento anual de la renta", { min: 0, max: 0.2 }, 0.04),
    appreciation: percentText("la plusvalía anual", { min: -0.1, max: 0.2 }, 0.05),
    savingsReturn: percentText("el rendimiento anual de tu ahorro", { min: 0, max: 0.2 }, 0.07),
    years: wholeText("cuántos años quieres comparar", { min: 1, max: MAX_MORTGAGE_YEARS }, "años", 10),
  })
  .refine((v) => v.downPayment <= v.price, downPaymentRule("El enganche no puede ser mayor que el precio."));

export type BuyVsRentText = z.input<typeof buyVsRentForm>;
