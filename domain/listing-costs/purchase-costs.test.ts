import { describe, expect, it } from "vitest";
import { COST_TEXTS } from "./cost-texts";
import { APPRAISAL_FEES, NOTARY_FEES, REGISTRY_FEES } from "./cost-rates";
import { isai } from "./isai";
import { purchaseCosts } from "./purchase-costs";

const line = (lines: { key: string; amount: { min: number; max: number } }[], key: string) => lines.find((l) => l.key === key)!.amount;

describe("purchaseCosts", () => {
  it("adds the ISAI, the notary, the Registro Público and the appraisal to the price, as a range", () => {
    const costs = purchaseCosts({ operation: "venta", price: 3_000_000, appraisalValue: null });
    expect(line(costs.lines, "isai")).toEqual({ min: 133_496, max: 133_496 });
    expect(line(costs.lines, "notary")).toEqual({ min: 3_000_000 * NOTARY_FEES.min, max: 3_000_000 * NOTARY_FEES.max });
    expect(line(costs.lines, "registry")).toEqual(REGISTRY_FEES);
    // 0.1 % of the price is below the floor: the floor, up to 0.3 %.
    expect(line(costs.lines, "appraisal")).toEqual({ min: APPRAISAL_FEES.floor, max: 3_000_000 * APPRAISAL_FEES.max });
    // $133,496 + $24,000–45,000 + $20,000–30,000 + $4,000–9,000: about 6 % to 7.2 % of the price.
    expect(costs.closing).toEqual({ min: 133_496 + 24_000 + 20_000 + 4_000, max: 133_496 + 45_000 + 30_000 + 9_000 });
    expect(costs.total).toEqual({ min: 3_000_000 + costs.closing.min, max: 3_000_000 + costs.closing.max });
    expect(costs.notes).toEqual([COST_TEXTS.sale.isaiOnPrice]);
  });

  it("charges an appraisal's usual floor on a cheap home", () => {
    expect(line(purchaseCosts({ operation: "venta", price: 900_000, appraisalValue: null }).lines, "appraisal")).toEqual({
      min: APPRAISAL_FEES.floor,
      max: APPRAISAL_FEES.floor,
    });
  });

  it("computes a remate's ISAI on its appraisal when it is above the price, and says so", () => {
    const costs = purchaseCosts({ operation: "remate", price: 2_000_000, appraisalValue: 3_500_000 });
    expect(costs.isaiBase).toBe(3_500_000);
    expect(line(costs.lines, "isai").min).toBe(Math.round(isai(3_500_000)));
    expect(costs.notes).toEqual([COST_TEXTS.sale.isaiOnAppraisal(3_500_000)]);
  });

  it("a remate without an appraisal uses the price, and warns the tax may be higher", () => {
    const costs = purchaseCosts({ operation: "remate", price: 2_000_000, appraisalValue: null });
    expect(costs.isaiBase).toBe(2_000_000);
    expect(costs.notes).toEqual([COST_TEXTS.sale.remateWithoutAppraisal]);
  });

  it("explains every line in one sentence", () => {
    for (const l of purchaseCosts({ operation: "venta", price: 5_000_000, appraisalValue: null }).lines) expect(l.note).toMatch(/^[A-ZÁÉÍÓÚ].+\.$/);
  });
});
