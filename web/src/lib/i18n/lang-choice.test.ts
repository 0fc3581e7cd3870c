import { describe, expect, it } from "vitest";
import { prefersEnglish } from "./lang-choice";

describe("a browser that prefers English", () => {
  it("lists English before Spanish", () => {
    expect(prefersEnglish(["en-US", "en"])).toBe(true);
    expect(prefersEnglish(["fr-FR", "en-GB", "es"])).toBe(true);
    expect(prefersEnglish(["es-MX", "en-US"])).toBe(false);
    expect(prefersEnglish(["fr-FR"])).toBe(false);
    expect(prefersEnglish([])).toBe(false);
  });
});
