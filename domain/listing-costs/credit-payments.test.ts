import { describe, expect, it } from "vitest";
import { monthlyPayment } from "../guides/mortgage";
import { MORTGAGE_RATES } from "../guides/mortgage-rates";
import { creditPayments } from "./credit-payments";

const byCredit = (price: number, income: number | null, accepted: Parameters<typeof creditPayments>[2] = null) =>
  Object.fromEntries(creditPayments(price, income, accepted).map((p) => [p.credit, p]));

describe("creditPayments", () => {
  it("a bank lends 90 % of the price at 20 years: the guides' payment at the lowest and highest rate", () => {
    const { bancario } = byCredit(4_000_000, null);
    expect(bancario).toMatchObject({ downPayment: 400_000, loan: 3_600_000, years: 20 });
    expect(bancario!.payment.min).toBeCloseTo(monthlyPayment(3_600_000, MORTGAGE_RATES.bank.min, 240), 6);
    expect(bancario!.payment.max).toBeCloseTo(monthlyPayment(3_600_000, MORTGAGE_RATES.bank.max, 240), 6);
    // 9.5 % a year over 20 years on $3.6 M: about $33,557 a month.
    expect(Math.round(bancario!.payment.min)).toBe(33_557);
  });

  it("Infonavit and Fovissste lend the whole price at 30 years, each with its rates", () => {
    const { infonavit, fovissste } = byCredit(2_000_000, null);
    expect(infonavit).toMatchObject({ downPayment: 0, loan: 2_000_000, years: 30, rate: MORTGAGE_RATES.infonavit });
    expect(fovissste).toMatchObject({ downPayment: 0, loan: 2_000_000, years: 30, rate: MORTGAGE_RATES.fovissste });
    expect(infonavit!.payment.max).toBeCloseTo(monthlyPayment(2_000_000, MORTGAGE_RATES.infonavit.max, 360), 6);
  });

  it("reads the payment against the income: it fits at every rate, at none, or depending on the rate", () => {
    // A bank's payment on $4 M is about $33,600 to $40,900: 30 % of $150,000 is $45,000.
    expect(byCredit(4_000_000, 150_000).bancario!.income).toMatchObject({ affordability: "alcanza", maxPayment: 45_000 });
    expect(byCredit(4_000_000, 60_000).bancario!.income?.affordability).toBe("no-alcanza");
    expect(byCredit(4_000_000, 120_000).bancario!.income?.affordability).toBe("depende");
    const share = byCredit(4_000_000, 100_000).bancario!.income!.share;
    expect(share.min).toBeCloseTo(byCredit(4_000_000, null).bancario!.payment.min / 100_000, 9);
  });

  it("without an income, says nothing of it", () => {
    expect(byCredit(4_000_000, null).bancario!.income).toBeNull();
    expect(byCredit(4_000_000, 0).bancario!.income).toBeNull();
  });

  it("marks the credits the listing accepts, or null when it does not say", () => {
    const accepted = byCredit(3_000_000, null, ["infonavit", "contado"]);
    expect([accepted.bancario!.accepted, accepted.infonavit!.accepted, accepted.fovissste!.accepted]).toEqual([false, true, false]);
    expect(byCredit(3_000_000, null, null).infonavit!.accepted).toBeNull();
  });
});
