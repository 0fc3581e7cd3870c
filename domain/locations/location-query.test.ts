import { describe, expect, it } from "vitest";
import { SEARCH_MESSAGES } from "../properties/search-filters";
import { locationSearchParamsSchema, nameTrigrams, parseLocationQuery } from "./location-query";

describe("parseLocationQuery", () => {
  it("turns every word into a prefix term", () => {
    expect(parseLocationQuery("alv obre")).toMatchObject({
      interpreted: { text: "alv obre", alias: null },
      terms: ["alv", "obre"],
      match: '"alv"* "obre"*',
      nameMatch: 'nombre_canonico : ("alv"* "obre"*)',
    });
  });

  it("searches the query as read: kind of place dropped, abbreviations written out, alias named", () => {
    expect(parseLocationQuery("Col. Roma Nte.")?.match).toBe('"roma"* "norte"*');
    expect(parseLocationQuery("CDMX")?.interpreted).toEqual({ text: "cdmx", alias: "ciudad de mexico" });
  });

  it("asks the trigram index for any trigram of the padded query", () => {
    expect(parseLocationQuery("Del Vaye")?.trigramMatch).toBe('" de" OR "del" OR "el " OR "l v" OR " va" OR "vay" OR "aye" OR "ye "');
  });

  it("ignores accents, case and extra spaces", () => {
    expect(parseLocationQuery("  ÁLVARO   Obregón ")?.match).toBe('"alvaro"* "obregon"*');
  });

  it("keeps FTS syntax out of the expression", () => {
    expect(parseLocationQuery('"pol* OR col:(roma) NEAR')?.match).toBe('"pol"* "or"* "col"* "roma"* "near"*');
    expect(parseLocationQuery("-- ; ()")).toBeNull();
  });

  it("uses at most 8 words", () => {
    expect(parseLocationQuery("a b c d e f g h i j")?.terms).toHaveLength(8);
  });
});

describe("nameTrigrams", () => {
  it("pads the text with a space at each end and lists each trigram once", () => {
    expect(nameTrigrams("cu")).toEqual([" cu", "cu "]);
    expect(nameTrigrams("aaaa")).toEqual([" aa", "aaa", "aa "]);
  });
});

describe("locationSearchParamsSchema", () => {
  it("takes an optional operation of the domain's and refuses another with the search's message", () => {
    expect(locationSearchParamsSchema.parse({ q: "roma", operation: "renta" }).operation).toBe("renta");
    expect(locationSearchParamsSchema.parse({ q: "roma" }).operation).toBeUndefined();
    const bad = locationSearchParamsSchema.safeParse({ q: "roma", operation: "alquiler" });
    expect(bad.error?.issues[0].message).toBe(SEARCH_MESSAGES.operation);
  });

  it("trims q and defaults the limit to 15", () => {
    expect(locationSearchParamsSchema.parse({ q: "  roma " })).toEqual({ q: "roma", limit: 15 });
  });

  it("caps a larger limit at 15", () => {
    expect(locationSearchParamsSchema.parse({ q: "roma", limit: "100" }).limit).toBe(15);
    expect(locationSearchParamsSchema.parse({ q: "roma", limit: "4" }).limit).toBe(4);
  });

  it("refuses short and long queries with Spanish messages", () => {
    const short = locationSearchParamsSchema.safeParse({ q: " a " });
    expect(short.success).toBe(false);
    expect(short.error?.issues[0].message).toBe("Escribe al menos 2 caracteres para buscar una ubicación.");
    const long = locationSearchParamsSchema.safeParse({ q: "x".repeat(101) });
    expect(long.error?.issues[0].message).toBe("La búsqueda no puede tener más de 100 caracteres.");
    const missing = locationSearchParamsSchema.safeParse({});
    expect(missing.error?.issues[0].message).toBe("Escribe al menos 2 caracteres para buscar una ubicación.");
  });

  it("refuses a limit that is not a positive integer", () => {
    expect(locationSearchParamsSchema.safeParse({ q: "roma", limit: "abc" }).success).toBe(false);
    expect(locationSearchParamsSchema.safeParse({ q: "roma", limit: "0" }).success).toBe(false);
    expect(locationSearchParamsSchema.safeParse({ q: "roma", limit: "2.5" }).success).toBe(false);
  });
});
