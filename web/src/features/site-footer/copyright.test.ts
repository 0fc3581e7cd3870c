import { describe, expect, it } from "vitest";
import { yearInMexicoCity } from "@domain/format/date";
import { copyrightYears } from "./copyright";

describe("footer copyright", () => {
  it("runs from 2024 to the current year", () => {
    expect(copyrightYears(2026)).toBe("2024–2026");
    expect(copyrightYears(2025)).toBe("2024–2025");
  });

  it("is a single year in 2024 or with a clock set earlier", () => {
    expect(copyrightYears(2024)).toBe("2024");
    expect(copyrightYears(2019)).toBe("2024");
  });

  it("turns the year at midnight in Mexico City, not in UTC", () => {
    expect(yearInMexicoCity(new Date("2027-01-01T05:59:00Z"))).toBe(2026);
    expect(yearInMexicoCity(new Date("2027-01-01T06:00:00Z"))).toBe(2027);
  });
});
