import type { Lang } from "./lang";

/**
 * A text the interface shows, in every language. A message that lacks its English twin does
 * not type-check: a missing translation is a build error, never a blank or a Spanish word on
 * an English page. `T` may be a function for texts that take values.
 */
export type Bilingual<T = string> = { readonly [L in Lang]: T };

/** The text of `lang`. */
export function inLang<T>(text: Bilingual<T>, lang: Lang): T {
  return text[lang];
}

/**
 * A catalogue of texts that each exist in every language: `bilingual({ title: { es, en } })`
 * is checked entry by entry.
 */
export function bilingual<const M extends Record<string, Bilingual<unknown>>>(messages: M): M {
  return messages;
}

/**
 * The shape of a Spanish catalogue with its texts as plain strings: what its English twin
 * must fill, key for key (`const X_EN: TextsLike<typeof X> = {...}`), so a text added in
 * Spanish alone is a type error.
 */
export type TextsLike<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends (...args: infer A) => infer R
      ? (...args: A) => R extends string ? string : R
      : T[K] extends object
        ? TextsLike<T[K]>
        : T[K];
};
