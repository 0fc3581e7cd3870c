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
