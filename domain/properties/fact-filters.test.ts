import { describe, expect, it } from "vitest";
import { FACT_FILTER_KEYS, factChip, factFilterOffered, factFilterTypes, notGivenSentence, storedFactMatches } from "./fact-filters";
import { HAND_SET_FILTERS, SEARCH_PARAMS } from "./search-filters";
import { readPageSearch, writeSearchParams } from "./search-url";

describe("the fact filters", () => {
  it("say how many listings were left out for not saying, in the singular and the plural", () => {
    expect(notGivenSentence("mascotas", 12)).toBe("12 más no indican si aceptan mascotas");
    expect(notGivenSentence("mascotas", 1)).toBe("1 más no indica si acepta mascotas");
    expect(notGivenSentence("amueblado", 1_250)).toBe("1,250 más no indican si están amuebladas");
    expect(notGivenSentence("elevador", 3)).toBe("3 más no indican si tienen elevador");
    expect(notGivenSentence("credito", 2)).toBe("2 más no indican qué créditos aceptan");
  });

  it("keep today's URLs meaning what they did: mascotas=si and amueblado=si", () => {
    const search = readPageSearch(new URLSearchParams("mascotas=si&amueblado=si"), "renta");
    expect([search.mascotas, search.amueblado]).toEqual(["si", "si"]);
    expect(storedFactMatches("mascotas", "si", "si")).toBe(true);
    expect(storedFactMatches("amueblado", "si", "si")).toBe(true);
    expect(storedFactMatches("amueblado", "si", "semi")).toBe(false);
    expect(writeSearchParams({ mascotas: "si", amueblado: "si", elevador: "si" }).toString()).toBe("mascotas=si&amueblado=si&elevador=si");
  });

  it("never match a fact not given, whatever the value asked", () => {
    for (const key of FACT_FILTER_KEYS) {
      const values = SEARCH_PARAMS[key].values as readonly string[];
      for (const value of values) expect(storedFactMatches(key, value, null), `${key}=${value}`).toBe(false);
    }
  });

  it("are offered where their fact applies: credits on sales, pets on homes, uso de suelo on commercial types", () => {
    expect(factFilterOffered("credito", "venta", null)).toBe(true);
    expect(factFilterOffered("credito", "remate", "casa")).toBe(true);
    expect(factFilterOffered("credito", "renta", null)).toBe(false);
    expect(factFilterOffered("mascotas", "renta", "departamento")).toBe(true);
    expect(factFilterOffered("mascotas", "renta", "oficina")).toBe(false);
    expect(factFilterOffered("uso_suelo", "venta", "departamento")).toBe(false);
    expect(factFilterOffered("uso_suelo", "venta", "terreno")).toBe(true);
    expect(factFilterTypes("mascotas", "renta")).toEqual(["casa", "departamento", "casa-condominio"]);
    const offered = HAND_SET_FILTERS.filter((f) => f.offered("renta", "departamento")).map((f) => f.key);
    expect(offered).toEqual(expect.arrayContaining(["mascotas", "amueblado", "elevador", "roof_garden"]));
    expect(offered).not.toContain("credito");
    expect(offered).not.toContain("uso_suelo");
  });

  it("have chips that read as a person says them", () => {
    expect(factChip("mascotas", "si")).toBe("Acepta mascotas");
    expect(factChip("mascotas", "sin_restricciones")).toBe("Mascotas sin restricciones");
    expect(factChip("amueblado", "no")).toBe("Sin amueblar");
    expect(factChip("credito", "infonavit")).toBe("Acepta Infonavit");
    expect(factChip("seguridad", "si")).toBe("Seguridad 24 h");
    expect(factChip("elevador", null)).toBeNull();
  });
});
