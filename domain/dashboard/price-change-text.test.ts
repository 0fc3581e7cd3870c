import { describe, expect, it } from "vitest";
import { formatDayMonth } from "../format/date";
import { isPriceDrop, priceChangeText } from "./price-change-text";

const NOW = new Date("2026-11-26T12:00:00Z");

describe("priceChangeText", () => {
  it("says a drop with its amount in pesos and the day in Mexico City", () => {
    expect(priceChangeText({ old_price: 25_000, new_price: 23_500, changed_at: "2026-11-20T18:00:00Z" }, NOW)).toBe("Bajó $1,500 el 20 de noviembre");
  });

  it("says a rise the same way", () => {
    expect(priceChangeText({ old_price: 4_500_000, new_price: 4_750_000, changed_at: "2026-03-02T17:00:00Z" }, NOW)).toBe(
      "Subió $250,000 el 2 de marzo",
    );
  });

  it("reads the day in Mexico City, not in UTC (late evening there is the next day in UTC)", () => {
    // 21 November 03:30 UTC is 20 November 21:30 in Mexico City.
    expect(priceChangeText({ old_price: 10_000, new_price: 9_000, changed_at: "2026-11-21T03:30:00Z" }, NOW)).toBe("Bajó $1,000 el 20 de noviembre");
  });

  it("adds the year when the change was in another year", () => {
    expect(priceChangeText({ old_price: 20_000, new_price: 18_000, changed_at: "2025-12-15T18:00:00Z" }, NOW)).toBe(
      "Bajó $2,000 el 15 de diciembre de 2025",
    );
  });

  it("says it in English on English pages, in pesos as MX$ and the day as en-US writes it", () => {
    expect(priceChangeText({ old_price: 25_000, new_price: 23_500, changed_at: "2026-11-20T18:00:00Z" }, NOW, "en")).toBe(
      "Dropped MX$1,500 on November 20",
    );
    expect(priceChangeText({ old_price: 20_000, new_price: 21_000, changed_at: "2025-12-15T18:00:00Z" }, NOW, "en")).toBe(
      "Rose MX$1,000 on December 15, 2025",
    );
  });

  it("marks drops apart from rises", () => {
    expect(isPriceDrop({ old_price: 2, new_price: 1 })).toBe(true);
    expect(isPriceDrop({ old_price: 1, new_price: 2 })).toBe(false);
  });
});

describe("formatDayMonth", () => {
  it("leaves the year out this year and writes it otherwise", () => {
    expect(formatDayMonth(new Date("2026-08-12T18:00:00Z"), NOW)).toBe("12 de agosto");
    expect(formatDayMonth(new Date("2025-08-12T18:00:00Z"), NOW)).toBe("12 de agosto de 2025");
  });
});
