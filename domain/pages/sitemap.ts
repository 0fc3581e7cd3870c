import { DEFAULT_LANG, LANG_LOCALE, LANGS, pathInLang } from "../i18n/lang";
import { escapeHtml } from "../text/escape";
import { STATIC_PAGE_TEXTS } from "./static-pages";

/** Where crawlers find the sitemap. */
export const SITEMAP_PATH = "/sitemap.xml";

/**
 * The sitemap: every page whose words do not depend on data, in every language, each entry
 * naming its twins (`xhtml:link` alternates and `x-default` to Spanish), as the pages' heads do.
 */
export function sitemapXml(origin: string): string {
  const url = (path: string) => escapeHtml(`${origin}${path}`);
  const entries = Object.keys(STATIC_PAGE_TEXTS).flatMap((path) => {
    const twins = [
      ...LANGS.map((lang) => `<xhtml:link rel="alternate" hreflang="${LANG_LOCALE[lang]}" href="${url(pathInLang(path, lang))}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${url(pathInLang(path, DEFAULT_LANG))}"/>`,
    ].join("");
    return LANGS.map((lang) => `<url><loc>${url(pathInLang(path, lang))}</loc>${twins}</url>`);
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    entries.join("\n") +
    "\n</urlset>\n"
  );
}
