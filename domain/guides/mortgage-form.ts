import * as z from "zod";
import type { Bilingual } from "../i18n/bilingual";
import { percentText, pesosText, twinsOfFields, wholeText } from "./calculator-fields";

export const MAX_HOME_PRICE = 200_000_000;
export const MAX_MORTGAGE_RATE = 0.3;
export const MAX_MORTGAGE_YEARS = 30;

export const DOWN_PAYMENT_TOO_LARGE = "El enganche debe ser menor que el precio: la diferencia es lo que te prestan.";

/** The units of a whole-number field, in each language. */
export const YEARS_UNIT = { es: "años", en: "years" } as const;

/** Precio, enganche, tasa y plazo: the fields every mortgage calculation needs, as typed. */
export const mortgageFields = {
  price: pesosText({ es: "el precio de la vivienda", en: "the price of the home" }, { min: 100_000, max: MAX_HOME_PRICE }, 3_500_000),
  downPayment: pesosText(
    { es: "el enganche (0 si no tienes)", en: "the down payment (0 if you have none)" },
    { min: 0, max: MAX_HOME_PRICE },
    700_000,
  ),
  annualRate: percentText({ es: "la tasa anual", en: "the annual rate" }, { min: 0, max: MAX_MORTGAGE_RATE }, 0.105),
  years: wholeText({ es: "el plazo en años", en: "the term in years" }, { min: 1, max: MAX_MORTGAGE_YEARS }, YEARS_UNIT, 20),
};

/** The mortgage calculator's messages in both languages. */
export const MORTGAGE_FORM_TWINS: readonly Bilingual[] = [
  ...twinsOfFields(mortgageFields),
  { es: DOWN_PAYMENT_TOO_LARGE, en: "The down payment must be less than the price: the difference is what you borrow." },
];

/**
 * Where a down payment's rule against the price puts its message, and when it runs: as soon as
 * both fields read well, whatever the other fields hold.
 */
export const downPaymentRule = (message: string) => ({
  path: ["downPayment"],
  message,
  when: ({ issues }: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    !issues.some((issue) => issue.path?.[0] === "price" || issue.path?.[0] === "downPayment"),
});

/** The mortgage calculator's fields, as typed: a loan needs a down payment below the price. */
export const mortgageForm = z.object(mortgageFields).refine((v) => v.downPayment < v.price, downPaymentRule(DOWN_PAYMENT_TOO_LARGE));

export type MortgageText = z.input<typeof mortgageForm>;
