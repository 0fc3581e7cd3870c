import { describe, expect, it } from "vitest";
import { calendarDaysBetween, dayInMexicoCity, daysAgoText, formatDateRange, formatMonthYear, middayOf } from "./date";

// Noon in Mexico City (UTC−6) of a day.
const day = (iso: string) => new Date(`${iso}T18:00:00Z`);

describe("formatDateRange", () => {
  it("writes the days in Spanish with the year once", () => {
    expect(formatDateRange(day("2026-10-29"), day("2026-11-27"))).toBe("29 de octubre al 27 de noviembre de 2026");
  });

  it("gives both years when the span crosses New Year", () => {
    expect(formatDateRange(day("2025-12-29"), day("2026-01-27"))).toBe("29 de diciembre de 2025 al 27 de enero de 2026");
  });

  it("reads the days on Mexico City's calendar", () => {
    // 02:00 UTC on 1 November is still 31 October in Mexico City.
    expect(formatDateRange(new Date("2026-11-01T02:00:00Z"), day("2026-11-27"))).toBe("31 de octubre al 27 de noviembre de 2026");
  });
});

describe("formatMonthYear, dayInMexicoCity, middayOf", () => {
  it("writes the month and year in Spanish", () => {
    expect(formatMonthYear(day("2024-08-12"))).toBe("agosto de 2024");
  });

  it("reads the day on Mexico City's calendar and back", () => {
    // 02:00 UTC on 1 November is still 31 October in Mexico City.
    expect(dayInMexicoCity(new Date("2026-11-01T02:00:00Z"))).toBe("2026-10-31");
    expect(formatMonthYear(middayOf("2026-10-31"))).toBe("octubre de 2026");
    expect(dayInMexicoCity(middayOf("2025-01-01"))).toBe("2025-01-01");
  });
});

// 10:00 in Mexico City (UTC-6).
const tenAm = new Date("2026-12-21T16:00:00Z");

describe("daysAgoText", () => {
  it("says today, yesterday or how many days", () => {
    expect(daysAgoText("Publicada", "2026-12-21T07:00:00Z", tenAm)).toBe("Publicada hoy");
    expect(daysAgoText("Publicada", "2026-12-20T23:00:00Z", tenAm)).toBe("Publicada ayer");
    expect(daysAgoText("Publicada", "2026-12-09T16:00:00Z", tenAm)).toBe("Publicada hace 12 días");
  });

  it("counts days on Mexico City's calendar, not in UTC", () => {
    // 2026-12-21T03:00Z is still the 20th in Mexico City: yesterday, not today.
    expect(daysAgoText("Publicada", "2026-12-21T03:00:00Z", tenAm)).toBe("Publicada ayer");
  });

  it("never says a date in the future is in the past", () => {
    expect(daysAgoText("Guardado", "2026-12-22T16:00:00Z", tenAm)).toBe("Guardado hoy");
  });
});

describe("calendarDaysBetween", () => {
  it("is zero within one Mexico City day and counts midnights", () => {
    expect(calendarDaysBetween(new Date("2026-12-21T06:30:00Z"), new Date("2026-12-22T05:30:00Z"))).toBe(0);
    expect(calendarDaysBetween(new Date("2026-12-22T05:30:00Z"), new Date("2026-12-22T06:30:00Z"))).toBe(1);
  });
});
