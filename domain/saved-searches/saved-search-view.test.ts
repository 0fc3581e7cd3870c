import { describe, expect, it } from "vitest";
import { propertySearchSchema } from "../properties/search-params";
import { savedSearchFilters, type SavedSearchFilters } from "./saved-search";
import { newMatchesText, savedSearchParams, savedSearchSummary, savedSearchSummaryBeside, savedSearchUrl } from "./saved-search-view";

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
      "Propiedades en venta en la Ciudad de México, desde $1,000,000 · 2+ recámaras · Acepta mascotas",
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

  it("beside its name, says only what the name does not already say", () => {
    // Saved under the page's title: the summary would repeat it.
    expect(savedSearchSummaryBeside("Departamentos en renta en Roma Norte, hasta $25,000", roma)).toBeNull();
    // Case, accents and punctuation aside, it is the same text.
    expect(savedSearchSummaryBeside("DEPARTAMENTOS EN RENTA EN ROMA NORTE — HASTA $25,000", roma)).toBeNull();
    // A different figure ('25000' is not the summary's '$25,000') is not the same text.
    expect(savedSearchSummaryBeside("departamentos en renta en roma norte hasta 25000", roma)).toBe(
      "Departamentos en renta en Roma Norte, hasta $25,000",
    );
    // The title said, the other filters still add something.
    expect(savedSearchSummaryBeside("Departamentos en renta en Roma Norte, hasta $25,000", { ...roma, recamaras: 2, mascotas: "si" })).toBe(
      "2+ recámaras · Acepta mascotas",
    );
    // A name of one's own says nothing of the search.
    expect(savedSearchSummaryBeside("Para mamá", roma)).toBe("Departamentos en renta en Roma Norte, hasta $25,000");
    // Whole words only: '12 recámaras' does not say '2+ recámaras'.
    expect(savedSearchSummaryBeside("Casa de 12 recámaras", { operation: "venta", recamaras: 2 })).toBe(
      "Propiedades en venta en la Ciudad de México · 2+ recámaras",
    );
  });

  it("gives back the parameters that save the same search again (the undo after deleting)", () => {
    const searches: SavedSearchFilters[] = [
      roma,
      { operation: "venta", recamaras: 2, mascotas: "si", precio_min: 1_000_000 },
      { operation: "remate", bounds: [-99.2, 19.3, -99.1, 19.4] },
      {
        operation: "renta",
        poligono: [
          [-99.2, 19.3],
          [-99.1, 19.3],
          [-99.1, 19.4],
        ],
      },
    ];
    for (const filters of searches) {
      const params = savedSearchParams(filters);
      expect(Object.values(params).every((v) => typeof v === "string")).toBe(true);
      const place = filters.location_id ? { id: filters.location_id, nombre_canonico: filters.location! } : null;
      // What the API would store from them is what was stored.
      expect(savedSearchFilters(propertySearchSchema.parse(params), place)).toEqual(JSON.parse(JSON.stringify(filters)));
    }
  });

  it("shows the new matches up to 99, then '99+'", () => {
    expect(newMatchesText(0)).toBe("0");
    expect(newMatchesText(99)).toBe("99");
    expect(newMatchesText(100)).toBe("99+");
  });
});
