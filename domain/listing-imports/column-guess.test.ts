import { describe, expect, it } from "vitest";
import { findHeaderRow, guessField, guessMapping, loneSurfaceColumn, mappingToRecord } from "./column-guess";

describe("guessField", () => {
  it.each([
    ["Precio", "price"],
    ["price", "price"],
    ["Recámaras", "bedrooms"],
    ["bedrooms", "bedrooms"],
    ["Colonia", "colonia"],
    ["neighborhood", "colonia"],
    ["Alcaldía", "alcaldia"],
    ["Tipo", "property_type"],
    ["Operación", "operation_type"],
    ["Venta/Renta", "operation_type"],
    ["m² construidos", "built_surface"],
    ["M2 de terreno", "total_surface"],
    ["ID", "source_id"],
    ["public_id", "source_id"],
    ["Baños", "bathrooms"],
    ["Estacionamientos", "parking_spaces"],
    ["Descripción", "description"],
    ["Fotos", "photo_urls"],
    ["Latitud", "lat"],
    ["longitude", "lng"],
    ["Precio de lista (MXN)", "price"],
  ])("%s → %s", (header, field) => {
    expect(guessField(header)).toBe(field);
  });

  it.each([
    ["m2", "built_surface"],
    ["M2", "built_surface"],
    ["m²", "built_surface"],
    ["mts2", "built_surface"],
    ["Metros", "built_surface"],
    ["Metros cuadrados", "built_surface"],
    ["Superficie", "built_surface"],
    ["Superficie (m²)", "built_surface"],
    ["Área", "built_surface"],
    ["M2 construidos", "built_surface"],
    ["m2_construccion", "built_surface"],
    ["Metros cuadrados construidos", "built_surface"],
    ["Superficie construida (m2)", "built_surface"],
    ["m² totales", "total_surface"],
    ["Superficie de terreno", "total_surface"],
    ["Superficie total m2", "total_surface"],
    ["Metros cuadrados de terreno", "total_surface"],
  ])("a surface header: %s → %s", (header, field) => {
    expect(guessField(header)).toBe(field);
  });

  it("tells the English description's column from the Spanish one, in Spanish or English headers", () => {
    for (const header of ["Descripción en inglés", "Descripcion ingles", "English description", "Description (English)", "description_en"]) {
      expect(guessField(header), header).toBe("description_en");
    }
    for (const header of ["Descripción", "Description", "Descripción completa"]) expect(guessField(header), header).toBe("description");
    // The English page's own names of the surfaces.
    expect(guessField("m² built")).toBe("built_surface");
    expect(guessField("m² of land")).toBe("total_surface");
  });

  it("a bare surface word inside another header does not decide it", () => {
    expect(guessField("Metros a la estación")).toBeNull();
    expect(guessField("Área común")).toBeNull();
  });

  it("leaves unknown headers and short words inside other headers alone", () => {
    expect(guessField("Notas internas")).toBeNull();
    expect(guessField("Tipo de cambio")).toBeNull();
    expect(guessField("")).toBeNull();
  });
});

describe("guessMapping", () => {
  it("gives each field to the first column that names it", () => {
    expect(guessMapping(["Precio", "price", "Notas"])).toEqual(["price", null, null]);
  });

  it("maps a spreadsheet's bare m2 column beside the usual ones", () => {
    expect(guessMapping(["Clave", "Precio", "Recámaras", "m2", "Terreno"])).toEqual([
      "source_id",
      "price",
      "bedrooms",
      "built_surface",
      "total_surface",
    ]);
  });

  it("prefers the remembered mapping for the headers it knows, ignored columns included", () => {
    const remembered = { Clave: "source_id", Precio: null };
    expect(guessMapping(["clave", "Precio", "Colonia"], remembered)).toEqual(["source_id", null, "colonia"]);
  });

  it("ignores a remembered field that no longer exists", () => {
    expect(guessMapping(["Zona"], { Zona: "zona_vieja" })).toEqual([null]);
  });
});

describe("repeated columns", () => {
  it.each([
    ["Foto 1", "photo_urls"],
    ["Foto #2", "photo_urls"],
    ["imagen_3", "photo_urls"],
    ["Foto principal", "photo_urls"],
    ["Amenidad 1", "features"],
  ])("a numbered or named header: %s → %s", (header, field) => {
    expect(guessField(header)).toBe(field);
  });

  it("gives every photo and amenity column its field, and still only one column each to the others", () => {
    expect(guessMapping(["Clave", "Foto 1", "Foto 2", "Foto 3", "Amenidad 1", "Amenidad 2", "Precio", "Precio anterior"])).toEqual([
      "source_id",
      "photo_urls",
      "photo_urls",
      "photo_urls",
      "features",
      "features",
      "price",
      null,
    ]);
    expect(guessMapping(["Fotos", "Fotos"])).toEqual(["photo_urls", "photo_urls"]);
  });
});

describe("a surface that does not say which", () => {
  it("is the land when another column names the built surface, wherever it stands", () => {
    expect(guessMapping(["Superficie", "Construcción", "Tipo"])).toEqual(["total_surface", "built_surface", "property_type"]);
  });

  it("is the file's lone surface, read by type, only when it is the only one and its header is bare", () => {
    expect(loneSurfaceColumn(["Tipo", "Superficie"], guessMapping(["Tipo", "Superficie"]))).toBe(1);
    expect(loneSurfaceColumn(["Tipo", "m²"], ["property_type", "total_surface"])).toBe(1);
    expect(loneSurfaceColumn(["Tipo", "m² construidos"], guessMapping(["Tipo", "m² construidos"]))).toBe(-1);
    const both = ["Superficie", "Terreno"];
    expect(loneSurfaceColumn(both, guessMapping(both))).toBe(-1);
  });
});

describe("findHeaderRow", () => {
  it("skips a title, a subtitle and a blank row to the first row that names two fields", () => {
    const rows = [
      ["Inventario Casa Capital — noviembre 2026"],
      ["Propiedades disponibles", "", "28/11/2026"],
      ["Clave", "Tipo", "Precio", "Asesor"],
      ["A-1", "Casa", "4500000", "Lucía"],
    ];
    expect(findHeaderRow(rows)).toBe(2);
  });

  it("does not take a title merged across every column (its text repeated) for headers", () => {
    const title = Array.from({ length: 5 }, () => "Precio de lista noviembre");
    expect(findHeaderRow([title, ["Clave", "Precio", "Colonia", "Tipo", "Notas"]])).toBe(1);
  });

  it("falls back to the first full row of words when no header is known, else the first row", () => {
    expect(findHeaderRow([["Mi inventario"], ["Código", "Zona", "Valor"], ["1", "Roma", "100"]])).toBe(1);
    expect(
      findHeaderRow([
        ["1", "2"],
        ["3", "4"],
      ]),
    ).toBe(0);
  });
});

describe("mappingToRecord", () => {
  it("writes header → field, null for ignored columns", () => {
    expect(mappingToRecord(["Precio", "Notas", " "], ["price", null, null])).toEqual({ Precio: "price", Notas: null });
  });
});
