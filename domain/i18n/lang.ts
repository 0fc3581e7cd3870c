// The languages Hogaria speaks. Spanish is the site's own language and has no path prefix;
// an English page is its Spanish twin under `/en` (`/rentar` ↔ `/en/rentar`), so the two
// differ only by the prefix. A first visit is never redirected by the browser's language:
// the path alone decides (crawlers and shared links stay stable); the cookie only remembers
// the visitor's choice for the footer's switch and the offer to switch.
export const LANGS = ["es", "en"] as const;
export type Lang = (typeof LANGS)[number];

export const DEFAULT_LANG: Lang = "es";

/** The path prefix of each language's pages (react-router's `basename`). */
export const LANG_BASENAME: Readonly<Record<Lang, string>> = { es: "", en: "/en" };

/** The `lang` attribute, `hreflang` and `Intl` locale of each language. */
export const LANG_LOCALE: Readonly<Record<Lang, string>> = { es: "es-MX", en: "en-US" };

/**
 * The request header by which the app tells the API the language of the page that sent the
 * request: the worker answers its refusals in it, and writes in it the e-mails the request
 * triggers for someone who has no account language.
 */
export const LANG_HEADER = "X-Hogaria-Lang";

/** The cookie that remembers the language a visitor chose (a year; read by no server rule). */
export const LANG_COOKIE = "hogaria_lang";

export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && (LANGS as readonly string[]).includes(value);
}

/** An account's stored language (`users.lang`), its e-mails' language: Spanish for anything that is not a language. */
export function accountLang(value: unknown): Lang {
  return isLang(value) ? value : DEFAULT_LANG;
}

/** The language of a page's path, and the path without its language prefix. */
export function splitLangPath(pathname: string): { lang: Lang; path: string } {
  for (const lang of LANGS) {
    const prefix = LANG_BASENAME[lang];
    if (!prefix) continue;
    if (pathname === prefix || pathname === `${prefix}/`) return { lang, path: "/" };
    if (pathname.startsWith(`${prefix}/`)) return { lang, path: pathname.slice(prefix.length) };
  }
  return { lang: DEFAULT_LANG, path: pathname };
}

/** A language-free page path (`/rentar`) as the page of `lang` (`/en/rentar`). */
export function pathInLang(path: string, lang: Lang): string {
  const prefix = LANG_BASENAME[lang];
  if (!prefix) return path;
  return path === "/" ? prefix : `${prefix}${path}`;
}
