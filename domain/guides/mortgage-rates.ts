import type { Bilingual } from "../i18n/bilingual";

// Typical annual rates of home loans in Mexico, with the month they were read: rates move, so
// a guide states when its figures are from and sends the reader to the lender to confirm.
export type RateRange = { min: number; max: number };

export const MORTGAGE_RATES = {
  /** When these ranges were read ("rangos típicos a noviembre de 2026"). */
  asOf: "noviembre de 2026",
  /** Banks' fixed annual rates for a home loan in pesos. */
  bank: { min: 0.095, max: 0.125 },
  /** Infonavit's credit in pesos: the rate rises with the worker's salary. */
  infonavit: { min: 0.019, max: 0.1045 },
  /** Fovissste's credits for state workers: the traditional one (by salary) up to the ones in pesos with a bank. */
  fovissste: { min: 0.04, max: 0.095 },
} as const satisfies { asOf: string; bank: RateRange; infonavit: RateRange; fovissste: RateRange };

/** What a bank usually asks as the smallest down payment, as a fraction of the price. */
export const BANK_MIN_DOWN_PAYMENT = 0.1;

/** Notary fees, the ISAI (CDMX's purchase tax), appraisal and registration: a fraction of the price. */
export const PURCHASE_COSTS: RateRange & { typical: number } = { min: 0.05, max: 0.07, typical: 0.06 };

/** When the ranges were read, in each language (update with MORTGAGE_RATES). */
export const MORTGAGE_RATES_AS_OF: Bilingual = { es: MORTGAGE_RATES.asOf, en: "November 2026" };
