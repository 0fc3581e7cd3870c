import { describe, expect, it } from "vitest";
import { boardLinkIn, boardShareText } from "./board";

describe("a board's link in the page's language", () => {
  it("puts an English page's link under /en and keeps a Spanish one as the API made it", () => {
    expect(boardLinkIn("https://hogaria.mx/t/abc123", "en")).toBe("https://hogaria.mx/en/t/abc123");
    expect(boardLinkIn("https://hogaria.mx/t/abc123", "es")).toBe("https://hogaria.mx/t/abc123");
    expect(boardLinkIn("https://hogaria.mx/en/t/abc123", "es")).toBe("https://hogaria.mx/t/abc123");
  });

  it("shares it over WhatsApp in the agent's page's language", () => {
    expect(boardShareText("Familia Pérez", "https://hogaria.mx/t/x")).toBe(
      'Te comparto el tablero de propiedades "Familia Pérez": https://hogaria.mx/t/x',
    );
    expect(boardShareText("Familia Pérez", "https://hogaria.mx/en/t/x", "en")).toBe(
      'Here is the property board "Familia Pérez": https://hogaria.mx/en/t/x',
    );
  });
});
