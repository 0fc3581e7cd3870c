import { describe, expect, it } from "vitest";
import { COMMON_MESSAGES, COMMON_MESSAGES_EN } from "../errors/common-messages";
import { MESSAGE_TWINS, messageIn, twinIn, twinsOf, UNTRANSLATED_MESSAGE } from "./message-twins";

describe("message twins", () => {
  it("pairs a catalogue with its twin key by key, nested and in lists, leaving functions out", () => {
    const es = { a: "uno", b: { c: "dos", d: ["tres", "cuatro"] }, f: (n: number) => `${n} veces` };
    const en = { a: "one", b: { c: "two", d: ["three", "four"] }, f: (n: number) => `${n} times` };
    expect(twinsOf(es, en)).toEqual([
      { es: "uno", en: "one" },
      { es: "dos", en: "two" },
      { es: "tres", en: "three" },
      { es: "cuatro", en: "four" },
    ]);
  });

  it("gives every registered message a non-blank English twin that is not its Spanish", () => {
    for (const twin of MESSAGE_TWINS) {
      expect(twin.en.trim(), twin.es).not.toBe("");
      expect(twin.en, `the English of «${twin.es}»`).not.toBe(twin.es);
    }
  });

  it("never gives one Spanish message two different English twins", () => {
    const seen = new Map<string, string>();
    for (const { es, en } of MESSAGE_TWINS) {
      if (seen.has(es)) expect(en, `«${es}» has two English twins`).toBe(seen.get(es));
      seen.set(es, en);
    }
  });

  it("answers the twin in English, the message itself in Spanish, and the fallback for an unknown one", () => {
    expect(twinIn("en", COMMON_MESSAGES.notFound)).toBe(COMMON_MESSAGES_EN.notFound);
    expect(twinIn("es", COMMON_MESSAGES.notFound)).toBe(COMMON_MESSAGES.notFound);
    // A message with or without its closing full stop finds the same twin.
    expect(twinIn("en", COMMON_MESSAGES.rateLimited.replace(/\.$/, ""))).toBe(COMMON_MESSAGES_EN.rateLimited);
    expect(messageIn("en", "Un mensaje que nadie tradujo", UNTRANSLATED_MESSAGE.en)).toBe(UNTRANSLATED_MESSAGE.en);
  });
});
