import { describe, expect, it } from "vitest";
import { readBoolean, readFeatures, readLegalStatus, readNumber, readOperation, readPropertyType, readUrls } from "./cell-values";

describe("readNumber", () => {
  it.each([
    ["4500000", 4500000],
    ["$4,500,000", 4500000],
    ["$4,500,000 MXN", 4500000],
    ["4.500.000", 4500000],
    ["120 m²", 120],
    ["180 mts", 180],
    ["82 metros cuadrados", 82],
    ["95 m2", 95],
    ["120.5", 120.5],
    ["2,5", 2.5],
    ["1.234,5", 1234.5],
    ["19.4326", 19.4326],
    ["-99.1332", -99.1332],
  ])("%s → %d", (cell, n) => {
    expect(readNumber(cell)).toBe(n);
  });

  it("returns null for what is not a number", () => {
    expect(readNumber("a consultar")).toBeNull();
    expect(readNumber("")).toBeNull();
    expect(readNumber("$")).toBeNull();
  });
});

describe("readOperation and readPropertyType", () => {
  it("reads Spanish and English words", () => {
    expect(readOperation("Venta")).toBe("venta");
    expect(readOperation("sale")).toBe("venta");
    expect(readOperation("RENTA")).toBe("renta");
    expect(readOperation("rental")).toBe("renta");
    expect(readOperation("Remate bancario")).toBe("remate");
    expect(readPropertyType("Casa")).toBe("casa");
    expect(readPropertyType("Casa en condominio")).toBe("casa-condominio");
    expect(readPropertyType("Depto.")).toBe("departamento");
    expect(readPropertyType("Apartment")).toBe("departamento");
    expect(readPropertyType("Local comercial")).toBe("local-comercial");
    expect(readPropertyType("Bodega")).toBe("bodega-comercial");
    expect(readPropertyType("Oficina")).toBe("oficina");
    expect(readPropertyType("Terreno")).toBe("terreno");
  });

  it("returns an unknown word as written (the schema refuses it with its message)", () => {
    expect(readOperation("Traspaso")).toBe("Traspaso");
    expect(readPropertyType("Castillo")).toBe("Castillo");
  });
});

describe("readBoolean and readLegalStatus", () => {
  it("reads sí/no in both languages", () => {
    expect(readBoolean("Sí")).toBe(true);
    expect(readBoolean("yes")).toBe(true);
    expect(readBoolean("No")).toBe(false);
    expect(readBoolean("0")).toBe(false);
    expect(readBoolean("quizá")).toBe("quizá");
    expect(readLegalStatus("En litigio")).toBe("en-litigio");
    expect(readLegalStatus("Cesión de derechos")).toBe("cesion-de-derechos");
  });
});

describe("readFeatures", () => {
  it("keeps the type's amenities in Hogaria's spelling and sets the facts apart", () => {
    expect(readFeatures("jardin; ALBERCA, Pet friendly | Semi amueblado, Helipuerto, Roof garden, cisterna", "casa")).toEqual({
      features: ["Jardín", "Alberca"],
      unknown: ["Helipuerto"],
      facts: { pets: "si", furnishing: "semi", roof_garden: "si", cisterna: "si" },
    });
  });

  it("leaves out an amenity the type does not have", () => {
    expect(readFeatures(["Gimnasio", "Jardín"], "terreno").features).toEqual([]);
  });
});

describe("readUrls", () => {
  it("reads http(s) addresses separated by spaces, commas, semicolons or pipes", () => {
    expect(readUrls("https://a.mx/1.jpg, http://b.mx/2.jpg;ftp://c/3|https://d.mx/4.jpg no")).toEqual([
      "https://a.mx/1.jpg",
      "http://b.mx/2.jpg",
      "https://d.mx/4.jpg",
    ]);
  });
});
