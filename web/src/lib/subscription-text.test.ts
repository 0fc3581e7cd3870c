import { describe, expect, it } from "vitest";
import { passesSplitText, periodText, subscriptionStatusLabel } from "./subscription-text";

describe("periodText", () => {
  it("says when an active plan renews, and until when one that will not renew runs", () => {
    expect(periodText({ status: "active", current_period_end: "2026-12-24T18:00:00Z" })).toBe("Se renueva el 24 de diciembre de 2026");
    expect(periodText({ status: "canceled", current_period_end: "2026-12-24T18:00:00Z" })).toBe("Vigente hasta el 24 de diciembre de 2026");
    expect(periodText({ status: "past_due", current_period_end: "2026-12-24T18:00:00Z" })).toBe("Periodo hasta el 24 de diciembre de 2026");
  });

  it("says nothing without a date", () => {
    expect(periodText({ status: "active", current_period_end: "" })).toBeNull();
  });
});

describe("passesSplitText", () => {
  it("splits the passes of this period from those carried over", () => {
    expect(passesSplitText({ passes_remaining: 3, rollover_passes: 2 })).toBe("3 del periodo + 2 acumulados");
    expect(passesSplitText({ passes_remaining: 0, rollover_passes: 1 })).toBe("0 del periodo + 1 acumulado");
  });
});

describe("in English", () => {
  it("says the period, the passes and the status in English", () => {
    expect(periodText({ status: "active", current_period_end: "2026-12-24T18:00:00Z" }, "en")).toBe("Renews on December 24, 2026");
    expect(passesSplitText({ passes_remaining: 3, rollover_passes: 1 }, "en")).toBe("3 this period + 1 carried over");
    expect(subscriptionStatusLabel("past_due", "en")).toBe("Payment due");
  });
});
