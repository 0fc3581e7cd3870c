import { isLang, LANG_COOKIE, type Lang } from "@domain/i18n/lang";

// The visitor's choice of language, remembered for a year in a cookie every page can read
// (path /, SameSite=Lax). No server rule reads it: the path alone decides a page's language.
// It only keeps the offer to switch from showing again once someone has chosen.
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Remembers `lang` as the visitor's choice. */
export function rememberLang(lang: Lang): void {
  document.cookie = `${LANG_COOKIE}=${lang}; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax`;
}

/** The language the visitor chose, or null if they never did. */
export function chosenLang(): Lang | null {
  for (const part of document.cookie.split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === LANG_COOKIE) return isLang(value) ? value : null;
  }
  return null;
}

/** Whether the browser's own list of languages puts English before Spanish. */
export function prefersEnglish(languages: readonly string[]): boolean {
  const first = languages.map((tag) => tag.toLowerCase().split("-")[0]).find((base) => base === "en" || base === "es");
  return first === "en";
}
