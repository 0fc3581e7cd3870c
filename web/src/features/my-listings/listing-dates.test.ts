import { describe, expect, it } from "vitest";
import { calendarDaysBetween, daysAgoText, expiryOf } from "./listing-dates";

// 10:00 in Mexico City (UTC-6).
const now = new Date("2026-12-21T16:00:00Z");

describe("daysAgoText", () => {
  it("says today, yesterday or how many days", () => {
    expect(daysAgoText("Publicada", "2026-12-21T07:00:00Z", now)).toBe("Publicada hoy");
    expect(daysAgoText("Publicada", "2026-12-20T23:00:00Z", now)).toBe("Publicada ayer");
    expect(daysAgoText("Publicada", "2026-12-09T16:00:00Z", now)).toBe("Publicada hace 12 días");
  });

  it("counts days on Mexico City's calendar, not in UTC", () => {
    // 2026-12-21T03:00Z is still the 20th in Mexico City: yesterday, not today.
    expect(daysAgoText("Publicada", "2026-12-21T03:00:00Z", now)).toBe("Publicada ayer");
  });

  it("never says a date in the future is in the past", () => {
    expect(daysAgoText("Guardado", "2026-12-22T16:00:00Z", now)).toBe("Guardado hoy");
  });
});

describe("expiryOf", () => {
  it("gives the date when the end is more than three days away", () => {
    expect(expiryOf("2026-12-24T18:00:00Z", new Date("2026-12-01T16:00:00Z"))).toEqual({
      kind: "later",
      text: "Vence el 24 de diciembre de 2026",
    });
  });

  it("counts down the last three days", () => {
    expect(expiryOf("2026-12-24T18:00:00Z", now)).toMatchObject({ kind: "soon", days: 3, text: "Vence en 3 días", date: "24 de diciembre de 2026" });
    expect(expiryOf("2026-12-23T18:00:00Z", now)).toMatchObject({ kind: "soon", days: 2, text: "Vence en 2 días" });
    expect(expiryOf("2026-12-22T18:00:00Z", now)).toMatchObject({ kind: "soon", days: 1, text: "Vence mañana" });
    expect(expiryOf("2026-12-21T23:00:00Z", now)).toMatchObject({ kind: "soon", days: 0, text: "Vence hoy" });
  });

  it("says when it ended once past", () => {
    expect(expiryOf("2026-12-20T18:00:00Z", now)).toEqual({ kind: "expired", text: "Venció el 20 de diciembre de 2026" });
    expect(expiryOf(now, now).kind).toBe("expired");
  });
});

describe("calendarDaysBetween", () => {
  it("is zero within one Mexico City day and counts midnights", () => {
    expect(calendarDaysBetween(new Date("2026-12-21T06:30:00Z"), new Date("2026-12-22T05:30:00Z"))).toBe(0);
    expect(calendarDaysBetween(new Date("2026-12-22T05:30:00Z"), new Date("2026-12-22T06:30:00Z"))).toBe(1);
  });
});
