import { describe, expect, it } from "vitest";
import { editDistance } from "./edit-distance";

describe("editDistance", () => {
  it("counts insertions, deletions and substitutions", () => {
    expect(editDistance("coyoacan", "coyoacan")).toBe(0);
    expect(editDistance("coyoakan", "coyoacan")).toBe(1);
    expect(editDistance("iztapalpa", "iztapalapa")).toBe(1);
    expect(editDistance("tlalpa", "tlalpan")).toBe(1);
    expect(editDistance("vaye", "valle")).toBe(2);
    expect(editDistance("", "roma")).toBe(4);
    expect(editDistance("roma", "")).toBe(4);
  });

  it("counts two swapped neighbouring letters as one typo", () => {
    expect(editDistance("cnodesa", "condesa")).toBe(1);
    expect(editDistance("narvatre", "narvarte")).toBe(1);
  });

  it("measures a word being typed against the closest beginning of the target", () => {
    expect(editDistance("coyoa", "coyoacan", { prefix: true })).toBe(0);
    expect(editDistance("coyoak", "coyoacan", { prefix: true })).toBe(1);
    expect(editDistance("coyoak", "coyoacan")).toBe(3);
    expect(editDistance("xyz", "coyoacan", { prefix: true })).toBe(3);
  });
});
