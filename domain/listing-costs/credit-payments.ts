import type { Credit } from "../listings/facts";
import { monthlyPayment } from "../guides/mortgage";
import { BANK_MIN_DOWN_PAYMENT, MORTGAGE_RATES, type RateRange } from "../guides/mortgage-rates";
import type { MoneyRange } from "./money-range";
import { PAYMENT_INCOME_SHARE } from "./cost-rates";

// The monthly payment of a home at the listing's price with each kind of credit, and what the
// visitor's income says of it. The guides' French-amortisation calculator (guides/mortgage.ts)
// with the guides' rate ranges: every figure is a range from the lowest to the highest rate.

export const LOAN_CREDITS = ["bancario", "infonavit", "fovissste"] as const satisfies readonly Credit[];
export type LoanCredit = (typeof LOAN_CREDITS)[number];

type CreditTerms = { rate: RateRange; years: number; downPaymentShare: number };

/**
 * What each credit assumes: a bank lends 90 % of the price at 20 years; Infonavit and Fovissste
 * lend up to the whole price at 30 years (their real amount depends on the worker's salary and
 * savings account: their own precalification says it).
 */
export const CREDIT_TERMS: Record<LoanCredit, CreditTerms> = {
  bancario: { rate: MORTGAGE_RATES.bank, years: 20, downPaymentShare: BANK_MIN_DOWN_PAYMENT },
  infonavit: { rate: MORTGAGE_RATES.infonavit, years: 30, downPaymentShare: 0 },
  fovissste: { rate: MORTGAGE_RATES.fovissste, years: 30, downPaymentShare: 0 },
};

/** Whether the payment fits the income: at every rate, at none, or depending on the rate given. */
export type Affordability = "alcanza" | "no-alcanza" | "depende";

export type CreditPayment = {
  credit: LoanCredit;
  downPayment: number;
  loan: number;
  years: number;
  rate: RateRange;
  /** From the lowest rate to the highest. */
  payment: MoneyRange;
  /** Whether the listing accepts this credit (null: the listing does not say). */
  accepted: boolean | null;
  /** With an income: the share of it the payment takes, and whether it fits. */
  income: { share: MoneyRange; affordability: Affordability; maxPayment: number } | null;
};

/** Each credit's monthly payment for a home at `price`, read against `monthlyIncome` when given. */
export function creditPayments(price: number, monthlyIncome: number | null, accepted: readonly Credit[] | null): CreditPayment[] {
  return LOAN_CREDITS.map((credit) => {
    const { rate, years, downPaymentShare } = CREDIT_TERMS[credit];
    const downPayment = Math.round(price * downPaymentShare);
    const loan = Math.max(price - downPayment, 0);
    const payment = { min: monthlyPayment(loan, rate.min, years * 12), max: monthlyPayment(loan, rate.max, years * 12) };
    let income: CreditPayment["income"] = null;
    if (monthlyIncome !== null && monthlyIncome > 0) {
      const maxPayment = monthlyIncome * PAYMENT_INCOME_SHARE;
      const affordability: Affordability = payment.max <= maxPayment ? "alcanza" : payment.min > maxPayment ? "no-alcanza" : "depende";
      income = { share: { min: payment.min / monthlyIncome, max: payment.max / monthlyIncome }, affordability, maxPayment };
    }
    return { credit, downPayment, loan, years, rate, payment, accepted: accepted === null ? null : accepted.includes(credit), income };
  });
}
