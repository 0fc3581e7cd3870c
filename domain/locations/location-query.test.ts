import { describe, expect, it } from "vitest";
import { locationSearchParamsSchema, parseLocationQuery } from "./location-query";

describe("parseLocationQuery", () => {
  it("turns every word into a prefix term", () => {
    expect(parseLocationQuery("alv obre")).toEqual({
      normalized: "alv obre",
      terms: ["alv", "obre"],
      match: '"alv"* "obre"*',
      nameMatch: 'nombre_canonico : ("alv"* "obre"*)',
    });
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

describe("locationSearchParamsSchema", () => {
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
