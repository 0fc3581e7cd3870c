import { describe, expect, it } from "vitest";
import { editDistances } from "./edit-distance";

const whole = (a: string, b: string) => editDistances(a, b).whole;
const prefix = (a: string, b: string) => editDistances(a, b).prefix;

describe("editDistances", () => {
  it("counts insertions, deletions and substitutions", () => {
    expect(whole("coyoacan", "coyoacan")).toBe(0);
    expect(whole("coyoakan", "coyoacan")).toBe(1);
    expect(whole("iztapalpa", "iztapalapa")).toBe(1);
    expect(whole("tlalpa", "tlalpan")).toBe(1);
    expect(whole("vaye", "valle")).toBe(2);
    expect(whole("", "roma")).toBe(4);
    expect(whole("roma", "")).toBe(4);
  });

  it("counts two swapped neighbouring letters as one typo", () => {
    expect(whole("cnodesa", "condesa")).toBe(1);
    expect(whole("narvatre", "narvarte")).toBe(1);
  });

  it("measures a word being typed against the closest beginning of the target", () => {
    expect(prefix("coyoa", "coyoacan")).toBe(0);
    expect(prefix("coyoak", "coyoacan")).toBe(1);
    expect(whole("coyoak", "coyoacan")).toBe(3);
    expect(prefix("xyz", "coyoacan")).toBe(3);
    expect(prefix("", "coyoacan")).toBe(0);
  });

  it("stops past a limit and answers limit + 1 for both", () => {
    expect(editDistances("xyzw", "coyoacan", 1)).toEqual({ whole: 2, prefix: 2 });
    expect(editDistances("coyoakan", "coyoacan", 1)).toEqual({ whole: 1, prefix: 1 });
    expect(editDistances("coyoak", "coyoacan", 1)).toEqual({ whole: 3, prefix: 1 });
  });
});
