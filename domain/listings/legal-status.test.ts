import { describe, expect, it } from "vitest";
import { appraisalDiscount, appraisalDiscountHint, appraisalDiscountLabel, LEGAL_STATUS_LABELS, LEGAL_STATUSES } from "./legal-status";

describe("a remate's discount against its appraisal", () => {
  it("rounds to a whole percent", () => {
    expect(appraisalDiscount(1_650_000, 3_000_000)).toBe(45);
    expect(appraisalDiscount(2_542_500, 3_000_000)).toBe(15);
    expect(appraisalDiscount(2_985_000, 3_000_000)).toBe(1);
  });
  it("words it long for the property page and short for cards", () => {
    expect(appraisalDiscountLabel(32)).toBe("32 % por debajo del avalúo");
    expect(appraisalDiscountHint(32)).toBe("32 % bajo el avalúo");
  });
  it("has a label and an explanation for every legal status", () => {
    for (const status of LEGAL_STATUSES) {
      expect(LEGAL_STATUS_LABELS[status].label).not.toBe("");
      expect(LEGAL_STATUS_LABELS[status].explanation).toMatch(/\.$/);
    }
  });
});
