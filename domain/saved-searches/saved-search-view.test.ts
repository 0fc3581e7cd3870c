import { describe, expect, it } from "vitest";
import { newMatchesText, savedSearchSummary, savedSearchUrl } from "./saved-search-view";

describe("a saved search in its owner's list", () => {
  const roma = { operation: "renta", location: "Roma Norte", location_id: "loc_roma", tipo: "departamento", precio_max: 25000 } as const;

  it("opens its page with the canonical URL of the search", () => {
    expect(savedSearchUrl(roma)).toBe("/rentar?location=Roma+Norte&location_id=loc_roma&tipo=departamento&precio_max=25000");
    expect(savedSearchUrl({ operation: "venta" })).toBe("/comprar");
    expect(savedSearchUrl({ operation: "remate", bounds: [-99.2, 19.3, -99.1, 19.4] })).toBe(
      "/remate?bounds=-99.20000%2C19.30000%2C-99.10000%2C19.40000",
    );
  });

  it("says what it looks for in words", () => {
    expect(savedSearchSummary(roma)).toBe("Departamentos en renta en Roma Norte, hasta $25,000");
    expect(savedSearchSummary({ operation: "venta", recamaras: 2, mascotas: "si", precio_min: 1_000_000 })).toBe(
      "Propiedades en venta en la Ciudad de México, desde $1,000,000 · 2+ recámaras · Pet friendly",
    );
    expect(
      savedSearchSummary({
        operation: "renta",
        poligono: [
          [-99.2, 19.3],
          [-99.1, 19.3],
          [-99.1, 19.4],
        ],
      }),
    ).toBe("Propiedades en renta en la zona dibujada");
  });

  it("shows the new matches up to 99, then '99+'", () => {
    expect(newMatchesText(0)).toBe("0");
    expect(newMatchesText(99)).toBe("99");
    expect(newMatchesText(100)).toBe("99+");
  });
});
