// A mortgage repaid the French way: the same payment every month, mostly interest at first
// and mostly capital at the end. Rates are annual and nominal, charged monthly (a twelfth
// each month), as Mexican banks and Infonavit quote their "tasa anual fija".

/** The monthly rate of an annual nominal rate. */
const monthlyRate = (annualRate: number) => annualRate / 12;

/** The constant payment that repays `principal` at `annualRate` in `months` monthly payments. */
export function monthlyPayment(principal: number, annualRate: number, months: number): number {
  if (principal <= 0 || months <= 0) return 0;
  const i = monthlyRate(annualRate);
  if (i === 0) return principal / months;
  return (principal * i) / (1 - (1 + i) ** -months);
}

/** What is still owed after `paid` of the loan's `months` payments (0 once all are paid). */
export function remainingBalance(principal: number, annualRate: number, months: number, paid: number): number {
  if (principal <= 0 || paid >= months) return 0;
  const i = monthlyRate(annualRate);
  if (i === 0) return principal * (1 - paid / months);
  const growth = (1 + i) ** paid;
  return principal * growth - (monthlyPayment(principal, annualRate, months) * (growth - 1)) / i;
}

export type MortgageTerms = {
  /** The home's price, MXN. */
  price: number;
  /** What the buyer pays from their own money, MXN. */
  downPayment: number;
  /** Annual nominal rate as a fraction (0.105 is 10.5 %). */
  annualRate: number;
  /** Plazo, whole years. */
  years: number;
};

export type MortgagePlan = {
  loan: number;
  months: number;
  monthlyPayment: number;
  /** Every monthly payment added up. */
  totalPaid: number;
  /** What the bank charges on top of the loan: totalPaid − loan. */
  totalInterest: number;
  /** The home's cost to the buyer over the plazo: the down payment and every payment. */
  totalCost: number;
  /** The down payment as a fraction of the price. */
  downPaymentShare: number;
};

/** The loan, the monthly payment and what the loan costs in the end. */
export function mortgagePlan({ price, downPayment, annualRate, years }: MortgageTerms): MortgagePlan {
  const loan = Math.max(price - downPayment, 0);
  const months = years * 12;
  const payment = monthlyPayment(loan, annualRate, months);
  const totalPaid = payment * months;
  return {
    loan,
    months,
    monthlyPayment: payment,
    totalPaid,
    totalInterest: totalPaid - loan,
    totalCost: downPayment + totalPaid,
    downPaymentShare: price > 0 ? downPayment / price : 0,
  };
}
