import { describe, expect, it } from "vitest";
import { compactPrice } from "./compact-price";

describe("compactPrice", () => {
  it("shortens thousands and millions in es-MX", () => {
    expect(compactPrice(18_500)).toBe("$18.5 mil");
    expect(compactPrice(18_000)).toBe("$18 mil");
    expect(compactPrice(4_500_000)).toBe("$4.5 M");
    expect(compactPrice(12_345_678)).toBe("$12.3 M");
    expect(compactPrice(950)).toBe("$950");
  });
});
