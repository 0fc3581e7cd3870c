import { monthlyPayment, remainingBalance } from "./mortgage";

// Buying against renting the same home for N years, as cash: both households spend the same
// money each month. The buyer pays the down payment, the purchase costs and the mortgage; the
// renter invests that down payment and those costs instead, pays the rent, and each month
// whoever pays less invests the difference. After N years each has a net cost: what they paid
// minus what they keep (the buyer's share of the home, each one's investment returns).
// Left out, and said so on the page: predial, maintenance, insurance and taxes on returns.

export type BuyVsRentInput = {
  price: number;
  downPayment: number;
  /** Notary, ISAI and registration, as a fraction of the price. */
  purchaseCosts: number;
  /** The mortgage's annual nominal rate (fraction). */
  mortgageRate: number;
  /** The mortgage's plazo, whole years. */
  mortgageYears: number;
  /** Today's rent for a similar home, MXN per month. */
  monthlyRent: number;
  /** How much the rent rises each year (about inflation), fraction. */
  rentIncrease: number;
  /** How much the home's value rises each year (plusvalía), fraction. */
  appreciation: number;
  /** What savings earn each year (CETES, a fund), fraction, compounded monthly. */
  savingsReturn: number;
  /** How many years to compare. */
  years: number;
};

export type BuyOutcome = {
  /** Down payment and purchase costs. */
  upfront: number;
  /** Mortgage payments made in the N years. */
  payments: number;
  homeValue: number;
  /** What is still owed on the mortgage after N years. */
  balance: number;
  /** The buyer's share of the home: homeValue − balance. */
  equity: number;
  /** Returns on what the buyer invested in months when the rent would have cost more than the payment. */
  savingsGain: number;
  /** upfront + payments − equity − savingsGain. */
  netCost: number;
};

export type RentOutcome = {
  /** Rent paid in the N years. */
  rentPaid: number;
  /** Everything the renter put into savings: the buyer's upfront, then the monthly differences. */
  invested: number;
  /** Returns on those savings. */
  savingsGain: number;
  /** rentPaid − savingsGain. */
  netCost: number;
};

export type BuyVsRent = {
  monthlyPayment: number;
  buy: BuyOutcome;
  rent: RentOutcome;
  /** Which costs less after N years ("empate" within a peso). */
  cheaper: "comprar" | "rentar" | "empate";
  /** How much less it costs, MXN (0 on a tie). */
  difference: number;
};

export function compareBuyAndRent(input: BuyVsRentInput): BuyVsRent {
  const loan = Math.max(input.price - input.downPayment, 0);
  const loanMonths = input.mortgageYears * 12;
  const payment = monthlyPayment(loan, input.mortgageRate, loanMonths);
  const months = input.years * 12;
  const growth = (1 + input.savingsReturn) ** (1 / 12);
  const upfront = input.downPayment + input.price * input.purchaseCosts;

  let payments = 0;
  let rentPaid = 0;
  let buyerSavings = 0;
  let buyerInvested = 0;
  let renterSavings = upfront;
  let renterInvested = upfront;
  for (let month = 0; month < months; month++) {
    const pay = month < loanMonths ? payment : 0;
    const rent = input.monthlyRent * (1 + input.rentIncrease) ** Math.floor(month / 12);
    payments += pay;
    rentPaid += rent;
    buyerSavings *= growth;
    renterSavings *= growth;
    const difference = pay - rent;
    if (difference > 0) {
      renterSavings += difference;
      renterInvested += difference;
    } else {
      buyerSavings -= difference;
      buyerInvested -= difference;
    }
  }

  const homeValue = input.price * (1 + input.appreciation) ** input.years;
  const balance = remainingBalance(loan, input.mortgageRate, loanMonths, months);
  const equity = homeValue - balance;
  const buyerGain = buyerSavings - buyerInvested;
  const renterGain = renterSavings - renterInvested;
  const buy: BuyOutcome = {
    upfront,
    payments,
    homeValue,
    balance,
    equity,
    savingsGain: buyerGain,
    netCost: upfront + payments - equity - buyerGain,
  };
  const rent: RentOutcome = { rentPaid, invested: renterInvested, savingsGain: renterGain, netCost: rentPaid - renterGain };
  const gap = rent.netCost - buy.netCost;
  const cheaper = Math.abs(gap) < 1 ? "empate" : gap > 0 ? "comprar" : "rentar";
  return { monthlyPayment: payment, buy, rent, cheaper, difference: cheaper === "empate" ? 0 : Math.abs(gap) };
}
