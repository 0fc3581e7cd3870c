import { describe, expect, it } from "vitest";
import { RENTAL_POLICY_RATE } from "../guides/rent-budget";
import { COST_TEXTS } from "./cost-texts";
import { rentalCosts, type RentalFacts } from "./rental-costs";

const rental = (over: Partial<RentalFacts> = {}): RentalFacts => ({
  price: 20_000,
  maintenance: 2_000,
  maintenanceIncluded: false,
  depositMonths: 2,
  guarantee: "poliza",
  ...over,
});
const line = (lines: { key: string }[], key: string) => lines.find((l) => l.key === key);

describe("rentalCosts", () => {
  it("adds the cuota to the rent for the monthly total and the first month", () => {
    const costs = rentalCosts(rental());
    expect(costs.monthly.total).toBe(22_000);
    expect(line(costs.moveIn.lines, "first-month")).toMatchObject({ amount: { min: 22_000, max: 22_000 } });
  });

  it("a cuota included in the rent costs nothing more", () => {
    const costs = rentalCosts(rental({ maintenance: null, maintenanceIncluded: true }));
    expect(costs.monthly.total).toBe(20_000);
    expect(line(costs.monthly.lines, "cuota")).toMatchObject({ amount: { min: 0, max: 0 }, note: COST_TEXTS.rental.cuotaIncludedNote });
  });

  it("says so when the listing gives no cuota", () => {
    const costs = rentalCosts(rental({ maintenance: null, maintenanceIncluded: null }));
    expect(costs.monthly.total).toBe(20_000);
    expect(costs.notes).toContain(COST_TEXTS.rental.cuotaNotGiven);
  });

  it("shows a cuota greater than the rent as it is, with a warning", () => {
    const costs = rentalCosts(rental({ price: 8_000, maintenance: 12_000 }));
    expect(costs.monthly.total).toBe(20_000);
    expect(costs.notes).toContain(COST_TEXTS.rental.cuotaAboveRent);
  });

  it("asks the listing's months of deposit, else one month as the CDMX custom, and says which", () => {
    const given = line(rentalCosts(rental({ depositMonths: 2 })).moveIn.lines, "deposit");
    expect(given).toMatchObject({ label: "Depósito (2 meses)", amount: { min: 40_000, max: 40_000 }, note: COST_TEXTS.rental.depositNote });
    const custom = line(rentalCosts(rental({ depositMonths: null })).moveIn.lines, "deposit");
    expect(custom).toMatchObject({ label: "Depósito (1 mes)", amount: { min: 20_000, max: 20_000 }, note: COST_TEXTS.rental.depositCustomNote });
  });

  it("estimates a póliza jurídica as a share of one month's rent, with its range, in the move-in total", () => {
    const costs = rentalCosts(rental({ guarantee: "poliza" }));
    const policy = { min: 20_000 * RENTAL_POLICY_RATE.min, max: 20_000 * RENTAL_POLICY_RATE.max };
    expect(line(costs.moveIn.lines, "guarantee")).toMatchObject({ label: "Póliza jurídica", amount: policy });
    // Two months of deposit, the first month with its cuota, and the póliza.
    expect(costs.moveIn.total).toEqual({ min: 40_000 + 22_000 + policy.min, max: 40_000 + 22_000 + policy.max });
  });

  it("an aval costs nothing; a listing that asks no guarantee has no guarantee line", () => {
    const aval = rentalCosts(rental({ guarantee: "aval" }));
    expect(line(aval.moveIn.lines, "guarantee")).toMatchObject({ label: "Aval", amount: { min: 0, max: 0 } });
    expect(aval.moveIn.total).toEqual({ min: 62_000, max: 62_000 });
    const none = rentalCosts(rental({ guarantee: "ninguna" }));
    expect(line(none.moveIn.lines, "guarantee")).toBeUndefined();
    expect(none.moveIn.total).toEqual({ min: 62_000, max: 62_000 });
  });

  it("gives both alternatives when the listing accepts either or does not say: with an aval, no póliza", () => {
    for (const guarantee of ["poliza-o-aval", null] as const) {
      const costs = rentalCosts(rental({ guarantee }));
      expect(line(costs.moveIn.lines, "guarantee")).toMatchObject({ label: "Póliza jurídica o aval" });
      expect(costs.moveIn.total).toEqual({ min: 62_000, max: 62_000 + 20_000 * RENTAL_POLICY_RATE.max });
    }
    expect(line(rentalCosts(rental({ guarantee: null })).moveIn.lines, "guarantee")).toMatchObject({ note: COST_TEXTS.rental.guaranteeNotGivenNote });
  });

  it("explains every line in one sentence", () => {
    const costs = rentalCosts(rental({ guarantee: null, depositMonths: null }));
    for (const l of [...costs.monthly.lines, ...costs.moveIn.lines]) expect(l.note).toMatch(/^[A-ZÁÉÍÓÚ].+\.$/);
  });
});
