import * as z from "zod";
import type { Bilingual } from "../i18n/bilingual";
import { percentText, pesosText, twinsOfFields, wholeText } from "./calculator-fields";
import { DEPOSIT_MONTHS, RENTAL_POLICY_RATE } from "./rent-budget";

/** The rent calculator's fields, as typed. */
const fields = {
  monthlyIncome: pesosText({ es: "tu ingreso mensual", en: "your monthly income" }, { min: 1_000, max: 10_000_000 }, 30_000),
  depositMonths: wholeText(
    { es: "cuántos meses de depósito te piden", en: "how many months of deposit you are asked for" },
    { min: 0, max: DEPOSIT_MONTHS.max },
    { es: "meses", en: "months" },
    DEPOSIT_MONTHS.typical,
  ),
  policyRate: percentText(
    { es: "el costo de la póliza (0 si tienes aval)", en: "the cost of the policy (0 if you have a guarantor)" },
    { min: 0, max: 1 },
    RENTAL_POLICY_RATE.typical,
  ),
};

export const rentBudgetForm = z.object(fields);

/** The rent calculator's messages in both languages. */
export const RENT_BUDGET_FORM_TWINS: readonly Bilingual[] = twinsOfFields(fields);

export type RentBudgetText = z.input<typeof rentBudgetForm>;
