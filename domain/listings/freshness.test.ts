import { describe, expect, it } from "vitest";
import { confirmationDue, confirmationLinkExpiry, freshnessText, hideBefore, leavesSearchAt } from "./freshness";

// 10:00 in Mexico City (UTC-6).
const now = new Date("2026-12-21T16:00:00Z");
const daysBefore = (days: number, from = now) => new Date(from.getTime() - days * 86_400_000);

describe("freshnessText", () => {
  it("counts the days since the last confirmation on Mexico City's calendar", () => {
    expect(freshnessText("2026-12-21T07:00:00Z", now)).toBe("Actualizada hoy");
    expect(freshnessText("2026-12-21T03:00:00Z", now)).toBe("Actualizada ayer");
    expect(freshnessText(daysBefore(12), now)).toBe("Actualizada hace 12 días");
  });
});

describe("confirmationDue", () => {
  it("asks a rental after 30 days and a sale or remate after 60", () => {
    expect(confirmationDue("renta", daysBefore(29), now)).toBe(false);
    expect(confirmationDue("renta", daysBefore(30), now)).toBe(true);
    expect(confirmationDue("venta", daysBefore(59), now)).toBe(false);
    expect(confirmationDue("venta", daysBefore(60), now)).toBe(true);
    expect(confirmationDue("remate", daysBefore(60), now)).toBe(true);
  });
});

describe("leaving search", () => {
  it("gives a rental 7 days after the e-mail and a sale 14", () => {
    expect(leavesSearchAt("renta", now)).toEqual(new Date("2026-12-28T16:00:00Z"));
    expect(leavesSearchAt("venta", now)).toEqual(new Date("2027-01-04T16:00:00Z"));
    // The cron's cut: asked before it, the listing leaves now.
    expect(hideBefore("renta", now)).toEqual(daysBefore(7));
    expect(hideBefore("remate", now)).toEqual(daysBefore(14));
  });

  it("keeps the e-mail's link working past that day, so it can bring the listing back", () => {
    expect(confirmationLinkExpiry(now).getTime()).toBeGreaterThan(leavesSearchAt("venta", now).getTime());
  });
});
