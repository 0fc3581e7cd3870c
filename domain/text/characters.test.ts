import { describe, expect, it } from "vitest";
import { hasValidCharacters } from "./characters";

describe("hasValidCharacters", () => {
  it("accepts letters, accents, ñ, emoji, right-to-left text, line breaks and tabs", () => {
    for (const text of ["Ana María Núñez", "Depa 🏠 con terraza", "مرحبا", "Línea uno\nLínea dos\r\n\tfin", "e\u0301"]) {
      expect(hasValidCharacters(text), text).toBe(true);
    }
  });

  it("refuses NUL and other control characters, and lone surrogates", () => {
    for (const text of ["Ana\u0000María", "Ana\u0007", "Ana\u007F", "Ana\uD83D", "\uDE00Ana", "Ana\uD83Dx"]) {
      expect(hasValidCharacters(text), JSON.stringify(text)).toBe(false);
    }
  });
});
