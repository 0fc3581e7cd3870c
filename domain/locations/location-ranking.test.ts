import { describe, expect, it } from "vitest";
import type { LocationTipo } from "./location";
import { interpretLocationQuery } from "./location-aliases";
import { rankLocations, typoTolerance, wordTypos, type RankablePlace } from "./location-ranking";

const place = (nombre_canonico: string, tipo: LocationTipo, contexto: string, property_count: number): RankablePlace => ({
  nombre_canonico,
  tipo,
  contexto,
  property_count,
});
const cdmx = (alcaldia: string) => `${alcaldia}, Ciudad de México`;

// Places as the search's indexes offer them, with made-up listing counts.
const PLACES: RankablePlace[] = [
  place("Ciudad de México", "estado", "México", 900),
  place("Estado de México", "estado", "México", 0),
  place("Coyoacán", "municipio", "Ciudad de México", 57),
  place("Coyoacán Centro", "colonia", cdmx("Coyoacán"), 6),
  place("Copilco", "colonia", cdmx("Coyoacán"), 4),
  place("Del Valle", "colonia", cdmx("Benito Juárez"), 8),
  place("Del Valle Centro", "colonia", cdmx("Benito Juárez"), 10),
  place("Del Valle Sur", "colonia", cdmx("Benito Juárez"), 3),
  place("Del Carmen", "colonia", cdmx("Coyoacán"), 5),
  place("Tlacoquemécatl del Valle", "colonia", cdmx("Benito Juárez"), 11),
  place("Valle Gómez", "colonia", cdmx("Venustiano Carranza"), 2),
  place("Benito Juárez", "municipio", "Ciudad de México", 206),
  place("Polanco", "colonia", cdmx("Miguel Hidalgo"), 17),
  place("Polanco II Sección", "colonia", cdmx("Miguel Hidalgo"), 18),
  place("Polanco Chapultepec", "colonia", cdmx("Miguel Hidalgo"), 9),
  place("Miguel Hidalgo", "municipio", "Ciudad de México", 120),
  place("Narvarte", "colonia", cdmx("Benito Juárez"), 5),
  place("Narvarte Poniente", "colonia", cdmx("Benito Juárez"), 9),
  place("Piedad Narvarte", "colonia", cdmx("Benito Juárez"), 4),
  place("Condesa", "colonia", cdmx("Cuauhtémoc"), 8),
  place("Hipódromo Condesa", "colonia", cdmx("Cuauhtémoc"), 6),
  place("Olivar del Conde", "colonia", cdmx("Álvaro Obregón"), 1),
  place("Iztapalapa", "municipio", "Ciudad de México", 40),
  place("Iztapalapa Centro", "colonia", cdmx("Iztapalapa"), 3),
  place("Iztacalco", "municipio", "Ciudad de México", 20),
  place("Xochimilco", "municipio", "Ciudad de México", 12),
  place("Xochimilco Centro", "colonia", cdmx("Xochimilco"), 2),
  place("Tlalpan", "municipio", "Ciudad de México", 25),
  place("Tlalpan Centro", "colonia", cdmx("Tlalpan"), 3),
  place("Tlaxpana", "colonia", cdmx("Miguel Hidalgo"), 1),
  place("Santa Fe", "colonia", cdmx("Álvaro Obregón"), 10),
  place("Santa Fe Cuajimalpa", "colonia", cdmx("Cuajimalpa de Morelos"), 12),
  place("Lomas de Santa Fe", "colonia", cdmx("Álvaro Obregón"), 7),
  place("Cuajimalpa de Morelos", "municipio", "Ciudad de México", 30),
  place("Gustavo A. Madero", "municipio", "Ciudad de México", 35),
  place("Villa Gustavo A. Madero", "colonia", cdmx("Gustavo A. Madero"), 2),
  place("Ciudad Universitaria", "colonia", cdmx("Coyoacán"), 1),
  place("Cuauhtémoc", "municipio", "Ciudad de México", 150),
  place("Cuauhtémoc", "colonia", cdmx("Cuauhtémoc"), 7),
  place("Roma Norte", "colonia", cdmx("Cuauhtémoc"), 25),
  place("Roma Sur", "colonia", cdmx("Cuauhtémoc"), 28),
  place("Loma Bonita", "colonia", cdmx("Tlalpan"), 2),
  place("Azcapotzalco", "municipio", "Ciudad de México", 22),
  place("Lomas de Chapultepec", "colonia", cdmx("Miguel Hidalgo"), 14),
  place("Lomas de Chapultepec I Sección", "colonia", cdmx("Miguel Hidalgo"), 6),
  place("Insurgentes Mixcoac", "colonia", cdmx("Benito Juárez"), 5),
  place("Centro", "colonia", cdmx("Cuauhtémoc"), 16),
  place("Escandón", "colonia", cdmx("Miguel Hidalgo"), 6),
  place("Nápoles", "colonia", cdmx("Benito Juárez"), 9),
  place("Venustiano Carranza", "municipio", "Ciudad de México", 18),
  place("Guadalajara", "municipio", "Jalisco", 0),
];

const rank = (typed: string, places = PLACES, limit = 15) => rankLocations(interpretLocationQuery(typed), places, limit);
const first = (typed: string) => rank(typed)[0]?.nombre_canonico;

describe("rankLocations: typos", () => {
  it.each([
    // The five.
    ["coyoakan", "Coyoacán"],
    ["del vaye", "Del Valle"],
    ["benito juares", "Benito Juárez"],
    ["polanko", "Polanco"],
    ["cdmx", "Ciudad de México"],
    // And more of the kind people type.
    ["narbarte", "Narvarte"],
    ["condeza", "Condesa"],
    ["iztapalpa", "Iztapalapa"],
    ["xochimilko", "Xochimilco"],
    ["tlalpam", "Tlalpan"],
    ["santa fé", "Santa Fe"],
    ["cuajimalpa de morelo", "Cuajimalpa de Morelos"],
    ["gustavo madero", "Gustavo A. Madero"],
    ["coyoacan centro", "Coyoacán Centro"],
    ["roma nte", "Roma Norte"],
    ["miguel idalgo", "Miguel Hidalgo"],
    ["cuautemoc", "Cuauhtémoc"],
    ["azcapozalco", "Azcapotzalco"],
    ["lomas de chapultepek", "Lomas de Chapultepec"],
    ["insurjentes mixcoac", "Insurgentes Mixcoac"],
    ["cnodesa", "Condesa"],
    ["venustiano carransa", "Venustiano Carranza"],
    ["escandon", "Escandón"],
    ["napoles", "Nápoles"],
  ])("%s finds %s first", (typed, name) => {
    expect(first(typed)).toBe(name);
  });
});

describe("rankLocations: common names and abbreviations", () => {
  it.each([
    ["Col. Del Valle", "Del Valle"],
    ["Colonia Narvarte", "Narvarte"],
    ["Alc. Coyoacán", "Coyoacán"],
    ["Alcaldía Tlalpan", "Tlalpan"],
    ["Del. Benito Juárez", "Benito Juárez"],
    ["GAM", "Gustavo A. Madero"],
    ["CU", "Ciudad Universitaria"],
    ["Santa Fe", "Santa Fe"],
    ["sta fe", "Santa Fe"],
    ["df", "Ciudad de México"],
    ["ciudad de mexico", "Ciudad de México"],
    ["Centro Histórico", "Centro"],
    ["Polanco, CDMX", "Polanco"],
  ])("%s finds %s first", (typed, name) => {
    expect(first(typed)).toBe(name);
  });

  it("puts the alias first and keeps what the letters match after it", () => {
    const names = rank("cu").map((p) => p.nombre_canonico);
    expect(names[0]).toBe("Ciudad Universitaria");
    expect(names).toContain("Cuauhtémoc");
    expect(names).toContain("Cuajimalpa de Morelos");
  });
});

describe("rankLocations: order", () => {
  it("puts exact names, then names that start with the query, then names with its words, then context", () => {
    const names = rank("coyoacan").map((p) => p.nombre_canonico);
    expect(names.slice(0, 2)).toEqual(["Coyoacán", "Coyoacán Centro"]);
    // Colonias of Coyoacán come after, as places inside it.
    expect(names.slice(2)).toEqual(expect.arrayContaining(["Copilco", "Del Carmen", "Ciudad Universitaria"]));
    expect(rank("valle").map((p) => p.nombre_canonico)).toEqual([
      "Valle Gómez",
      "Tlacoquemécatl del Valle",
      "Del Valle Centro",
      "Del Valle",
      "Del Valle Sur",
    ]);
  });

  it("ranks places matching alike by their listings, then estado, municipio, colonia", () => {
    expect(rank("roma").map((p) => p.nombre_canonico)).toEqual(["Roma Sur", "Roma Norte"]);
    const cuauhtemoc = (places: RankablePlace[]) =>
      rank("cuauhtemoc", places)
        .filter((p) => p.nombre_canonico === "Cuauhtémoc")
        .map((p) => p.tipo);
    expect(cuauhtemoc(PLACES)).toEqual(["municipio", "colonia"]);
    const asMany = PLACES.map((p) => ({ ...p, property_count: 7 }));
    expect(cuauhtemoc(asMany)).toEqual(["municipio", "colonia"]);
    const colonias = PLACES.filter((p) => p.tipo === "colonia").map((p) => ({ ...p, property_count: 0 }));
    expect(rank("cuauhtemoc", [...colonias, place("Cuauhtémoc", "municipio", "Ciudad de México", 0)])[0].tipo).toBe("municipio");
  });

  it("ranks a typo of the whole name before a typo of its beginning, and fewer typos first", () => {
    expect(rank("polanko").map((p) => p.nombre_canonico)).toEqual(["Polanco", "Polanco II Sección", "Polanco Chapultepec"]);
    const made = [place("Polanca", "colonia", cdmx("Miguel Hidalgo"), 50), place("Polanco Chapultepec", "colonia", cdmx("Miguel Hidalgo"), 9)];
    expect(rank("polanko", made).map((p) => p.nombre_canonico)).toEqual(["Polanco Chapultepec", "Polanca"]);
  });

  it("offers typo matches only when no name matches as typed", () => {
    const names = rank("roma").map((p) => p.nombre_canonico);
    expect(names).not.toContain("Loma Bonita");
    expect(rank("lomas de santa").map((p) => p.nombre_canonico)).toEqual(["Lomas de Santa Fe"]);
  });

  it("offers only typo matches within one typo of the closest", () => {
    expect(rank("condeza").map((p) => p.nombre_canonico)).toEqual(["Condesa", "Hipódromo Condesa"]);
    expect(rank("tlalpam").map((p) => p.nombre_canonico)).toEqual(["Tlalpan", "Tlalpan Centro"]);
  });

  it("leaves out places that do not match and keeps the first `limit`", () => {
    expect(rank("zzzqqq")).toEqual([]);
    expect(rank("metro insurgentes")).toEqual([]);
    expect(rank("del", PLACES, 2)).toHaveLength(2);
  });
});

describe("wordTypos", () => {
  it("takes the fewer typos of letters and sound, within the tolerance", () => {
    expect(wordTypos("polanko", "polanco")).toEqual({ whole: 0, prefix: 0 });
    expect(wordTypos("iztapalpa", "iztapalapa")).toEqual({ whole: 1, prefix: 1 });
    expect(wordTypos("coyoa", "coyoacan")).toEqual({ whole: null, prefix: 0 });
    expect(wordTypos("zzzqqq", "escandon")).toEqual({ whole: null, prefix: null });
    expect(wordTypos("roma", "loma").whole).toBe(1);
  });
});

describe("typoTolerance", () => {
  it("allows none up to 3 letters, 1 up to 5 and 2 from 6", () => {
    expect([typoTolerance("cu"), typoTolerance("del"), typoTolerance("roma"), typoTolerance("vayes"), typoTolerance("polanko")]).toEqual([
      0, 0, 1, 1, 2,
    ]);
  });
});
