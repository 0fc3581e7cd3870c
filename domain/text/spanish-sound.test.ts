import { describe, expect, it } from "vitest";
import { spanishSound } from "./spanish-sound";

describe("spanishSound", () => {
  it.each([
    ["coyoakan", "coyoacan"],
    ["polanko", "polanco"],
    ["vaye", "valle"],
    ["juares", "juarez"],
    ["narbarte", "narvarte"],
    ["condeza", "condesa"],
    ["cuautemoc", "cuauhtemoc"],
    ["idalgo", "hidalgo"],
    ["insurjentes", "insurgentes"],
    ["chapultepek", "chapultepec"],
    ["tlalpam", "tlalpan"],
    ["guerero", "guerrero"],
  ])("%s sounds like %s", (typed, name) => {
    expect(spanishSound(typed)).toBe(spanishSound(name));
  });

  it("keeps ch, and sounds that differ", () => {
    expect(spanishSound("xochimilco")).toBe("xochimilko");
    expect(spanishSound("roma")).not.toBe(spanishSound("loma"));
    expect(spanishSound("sur")).not.toBe(spanishSound("sol"));
  });
});
