// How a word of Mexican Spanish sounds, spelt one way, so that spellings of the same sound
// compare equal: "coyoakan" and "coyoacan", "polanko" and "polanco", "vaye" and "valle",
// "juares" and "juarez", "narbarte" and "narvarte", "cuautemoc" and "cuauhtemoc".
// Takes normalised text (lowercase, no accents: normalizeSearchText). The rules, in order:
// ll → y; qu before e/i → k; c before e/i → s, other c → k; ch stays ch; q → k; z → s;
// v → b; g before e/i → j; a silent h (not after c) is dropped; a final m → n; a letter
// written twice or more counts once.
const RULES: [RegExp, string][] = [
  [/ll/g, "y"],
  [/qu(?=[ei])/g, "k"],
  [/ch/g, "\u0000"],
  [/c(?=[ei])/g, "s"],
  [/[cq]/g, "k"],
  [/z/g, "s"],
  [/v/g, "b"],
  [/g(?=[ei])/g, "j"],
  [/h/g, ""],
  [/\u0000/g, "ch"],
  [/m\b/g, "n"],
  [/(\p{L})\1+/gu, "$1"],
];

export function spanishSound(word: string): string {
  return RULES.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), word);
}
