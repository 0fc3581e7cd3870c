import * as z from "zod";
import { percentText, pesosText, wholeText } from "./calculator-fields";

export const MAX_HOME_PRICE = 200_000_000;
export const MAX_MORTGAGE_RATE = 0.3;
export const MAX_MORTGAGE_YEARS = 30;

export const DOWN_PAYMENT_TOO_LARGE = "El enganche debe ser menor que el precio: la diferencia es lo que te prestan.";

/** Precio, enganche, tasa y plazo: the fields every mortgage calculation needs, as typed. */
export const mortgageFields = {
  price: pesosText("el precio de la vivienda", { min: 100_000, max: MAX_HOME_PRICE }, 3_500_000),
  downPayment: pesosText("el enganche (0 si no tienes)", { min: 0, max: MAX_HOME_PRICE }, 700_000),
  annualRate: percentText("la tasa anual", { min: 0, max: MAX_MORTGAGE_RATE }, 0.105),
  years: wholeText("el plazo en años", { min: 1, max: MAX_MORTGAGE_YEARS }, "años", 20),
};

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
