import * as z from "zod";
import { percentText, pesosText, wholeText } from "./calculator-fields";
import { DEPOSIT_MONTHS, RENTAL_POLICY_RATE } from "./rent-budget";

/** The rent calculator's fields, as typed. */
export const rentBudgetForm = z.object({
  monthlyIncome: pesosText("tu ingreso mensual", { min: 1_000, max: 10_000_000 }, 30_000),
  depositMonths: wholeText("cuántos meses de depósito te piden", { min: 0, max: DEPOSIT_MONTHS.max }, "meses", DEPOSIT_MONTHS.typical),
  policyRate: percentText("el costo de la póliza (0 si tienes aval)", { min: 0, max: 1 }, RENTAL_POLICY_RATE.typical),
});

export type RentBudgetText = z.input<typeof rentBudgetForm>;
