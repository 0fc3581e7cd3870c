import { describe, expect, it } from "vitest";
import { COST_TEXTS } from "./cost-texts";
import { listingCosts, type CostsListing } from "./listing-costs";

const listing = (over: Partial<CostsListing>): CostsListing => ({
  operation_type: "renta",
  price: 18_000,
  maintenance: null,
  appraisal_value: null,
  ...over,
  facts: { maintenance_included: null, deposit_months: null, guarantee: null, ...over.facts },
});

describe("listingCosts", () => {
  it("a rental gets its move-in cash; a sale and a remate their closing costs", () => {
    expect(listingCosts(listing({})).kind).toBe("renta");
    expect(listingCosts(listing({ operation_type: "venta", price: 3_000_000 })).kind).toBe("compra");
    expect(listingCosts(listing({ operation_type: "remate", price: 1_500_000 })).kind).toBe("compra");
  });

  it("a price of 0 or less gets no figures, only the sentence", () => {
    expect(listingCosts(listing({ price: 0 }))).toEqual({ kind: "sin-precio", message: COST_TEXTS.invalidPrice });
    expect(listingCosts(listing({ operation_type: "venta", price: -1 }))).toEqual({ kind: "sin-precio", message: COST_TEXTS.invalidPrice });
  });

  it("an absurd price (a rent typed as a sale) is computed with a warning", () => {
    expect(listingCosts(listing({ operation_type: "venta", price: 15_000 }))).toMatchObject({ kind: "compra", warning: COST_TEXTS.priceOutOfLine });
    expect(listingCosts(listing({ price: 15_000_000 }))).toMatchObject({ kind: "renta", warning: COST_TEXTS.priceOutOfLine });
    expect(listingCosts(listing({}))).toMatchObject({ warning: null });
  });
});
