import * as z from "zod";
import { percentText, pesosText, twinsOfFields, wholeText } from "./calculator-fields";
import { downPaymentRule, mortgageFields, MAX_MORTGAGE_YEARS, YEARS_UNIT } from "./mortgage-form";
import type { Bilingual } from "../i18n/bilingual";
import { PURCHASE_COSTS } from "./mortgage-rates";

/** The buy-or-rent calculator's fields, as typed: the mortgage's, then the rent, the market and the horizon. */
const fields = {
  price: mortgageFields.price,
  downPayment: mortgageFields.downPayment,
  purchaseCosts: percentText({ es: "los gastos de compra", en: "the purchase costs" }, { min: 0, max: 0.15 }, PURCHASE_COSTS.typical),
  mortgageRate: mortgageFields.annualRate,
  mortgageYears: mortgageFields.years,
  monthlyRent: pesosText(
    { es: "la renta mensual de una vivienda parecida", en: "the monthly rent of a similar home" },
    { min: 1_000, max: 1_000_000 },
    18_000,
  ),
  rentIncrease: percentText({ es: "el aumento anual de la renta", en: "the yearly rent increase" }, { min: 0, max: 0.2 }, 0.04),
  appreciation: percentText({ es: "la plusvalía anual", en: "the yearly appreciation" }, { min: -0.1, max: 0.2 }, 0.05),
  savingsReturn: percentText({ es: "el rendimiento anual de tu ahorro", en: "the yearly return on your savings" }, { min: 0, max: 0.2 }, 0.07),
  years: wholeText(
    { es: "cuántos años quieres comparar", en: "how many years you want to compare" },
    { min: 1, max: MAX_MORTGAGE_YEARS },
    YEARS_UNIT,
    10,
  ),
};

const DOWN_PAYMENT_ABOVE_PRICE = { es: "El enganche no puede ser mayor que el precio.", en: "The down payment cannot be more than the price." };

export const buyVsRentForm = z.object(fields).refine((v) => v.downPayment <= v.price, downPaymentRule(DOWN_PAYMENT_ABOVE_PRICE.es));

/** The buy-or-rent calculator's messages in both languages. */
export const BUY_VS_RENT_FORM_TWINS: readonly Bilingual[] = [...twinsOfFields(fields), DOWN_PAYMENT_ABOVE_PRICE];

export type BuyVsRentText = z.input<typeof buyVsRentForm>;
