import { describe, expect, it } from "vitest";
import { interpretLocationQuery } from "./location-aliases";

describe("interpretLocationQuery", () => {
  it.each([
    ["Col. Roma Norte", "roma norte"],
    ["col roma norte", "roma norte"],
    ["Colonia Narvarte", "narvarte"],
    ["Alc. Coyoacán", "coyoacan"],
    ["Alcaldía Tlalpan", "tlalpan"],
    ["Del. Benito Juárez", "benito juarez"],
    ["Delegación Iztapalapa", "iztapalapa"],
    ["col. Del Valle", "del valle"],
  ])("drops the kind of place: %s → %s", (typed, text) => {
    expect(interpretLocationQuery(typed)).toEqual({ text, alias: null });
  });

  it("keeps Del without its dot, and a kind typed alone", () => {
    expect(interpretLocationQuery("Del Valle").text).toBe("del valle");
    expect(interpretLocationQuery("Col").text).toBe("col");
    expect(interpretLocationQuery("Colonia").text).toBe("colonia");
    expect(interpretLocationQuery("Colinas del Sur").text).toBe("colinas del sur");
  });

  it("drops the city after a place's name", () => {
    expect(interpretLocationQuery("Polanco, CDMX").text).toBe("polanco");
    expect(interpretLocationQuery("Coyoacán DF").text).toBe("coyoacan");
    expect(interpretLocationQuery("Condesa, Ciudad de México").text).toBe("condesa");
  });

  it("writes out abbreviated words", () => {
    expect(interpretLocationQuery("Roma Nte.").text).toBe("roma norte");
    expect(interpretLocationQuery("narvarte pte").text).toBe("narvarte poniente");
    expect(interpretLocationQuery("Sta. Fe").text).toBe("santa fe");
  });

  it.each([
    ["cdmx", "ciudad de mexico"],
    ["CDMX", "ciudad de mexico"],
    ["D.F.", "ciudad de mexico"],
    ["df", "ciudad de mexico"],
    ["Distrito Federal", "ciudad de mexico"],
    ["México DF", "ciudad de mexico"],
    ["GAM", "gustavo a madero"],
    ["CU", "ciudad universitaria"],
    ["Centro Histórico", "centro"],
    ["La Condesa", "condesa"],
    ["Mexico City", "ciudad de mexico"],
    ["mexico city", "ciudad de mexico"],
    ["Historic Center", "centro"],
  ])("%s is another name for %s", (typed, alias) => {
    expect(interpretLocationQuery(typed).alias).toBe(alias);
  });

  it("reads a visitor's English: directions in a colonia's name, no accents, the city after a place", () => {
    expect(interpretLocationQuery("Roma North").text).toBe("roma norte");
    expect(interpretLocationQuery("Narvarte West").text).toBe("narvarte poniente");
    expect(interpretLocationQuery("Coyoacan")).toEqual({ text: "coyoacan", alias: null });
    expect(interpretLocationQuery("Condesa")).toEqual({ text: "condesa", alias: null });
    expect(interpretLocationQuery("Polanco, Mexico City").text).toBe("polanco");
  });

  it("has no alias for a plain name", () => {
    expect(interpretLocationQuery("Santa Fe")).toEqual({ text: "santa fe", alias: null });
    expect(interpretLocationQuery("Ciudad de México")).toEqual({ text: "ciudad de mexico", alias: null });
  });
});
