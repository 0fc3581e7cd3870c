import { describe, expect, it } from "vitest";
import { guessField, guessMapping, mappingToRecord } from "./column-guess";

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

describe("mappingToRecord", () => {
  it("writes header → field, null for ignored columns", () => {
    expect(mappingToRecord(["Precio", "Notas", " "], ["price", null, null])).toEqual({ Precio: "price", Notas: null });
  });
});
