// How much rent an income can carry, and the money a lease asks for on the day it is signed.

/** The rule of thumb: the rent takes at most a third of the household's monthly income. */
export const RENT_INCOME_SHARE = 1 / 3;

/** The security deposit (depósito en garantía), in months of rent: usually one. */
export const DEPOSIT_MONTHS = { typical: 1, max: 3 } as const;

/** A póliza jurídica costs a share of one month's rent (plus IVA with some firms), by its coverage. */
export const RENTAL_POLICY_RATE = { typical: 0.35, min: 0.3, max: 0.5 } as const;

export type RentBudgetInput = {
  /** Net monthly income of whoever signs (and co-signs), MXN. */
  monthlyIncome: number;
  depositMonths: number;
  /** The póliza's price as a fraction of one month's rent. */
  policyRate: number;
};

export type RentBudget = {
  maxRent: number;
  deposit: number;
  policy: number;
  /** Paid on signing: the first month, the deposit and the póliza. */
  upfront: number;
};

export function rentBudget({ monthlyIncome, depositMonths, policyRate }: RentBudgetInput): RentBudget {
  const maxRent = monthlyIncome * RENT_INCOME_SHARE;
  const deposit = maxRent * depositMonths;
  const policy = maxRent * policyRate;
  return { maxRent, deposit, policy, upfront: maxRent + deposit + policy };
}
