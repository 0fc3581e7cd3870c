import type { PageMeta } from "../../domain/pages/page-meta";
import { EARLY_INPUT_SCRIPT } from "./early-input-script";
import { DEFAULT_LANG, LANG_LOCALE, LANGS, pathInLang, type Lang } from "../../domain/i18n/lang";
import { escapeHtml, jsonInScript } from "../../domain/text/escape";
import {
  MAP_TILES_ARCHIVE_META,
  MAP_TILES_ATTRIBUTION_META,
  MAP_TILES_META,
  PAGE_CODE_META,
  PAGE_SCRIPT_META,
  type PageCodeWhen,
} from "../../domain/pages/page-document";

const ROOT = '<div id="root"></div>';

/** The built index.html around the page: everything up to the root's content, and the rest. */
export type DocumentParts = { start: string; end: string };

/**
 * The app's index.html with the page's head: its title, one description, the canonical URL
 * (the page's own, in its language), the page's twin in every language (`hreflang`, and
 * `x-default` to the Spanish one), Open Graph tags in the page's locale, JSON-LD, the robots rule, the preload of its largest image (placed
 * before the stylesheet and scripts, so it is asked for first), the names of the scripts it
 * runs and when it runs them (`codeWhen`, see PAGE_CODE_META).
 */
export function documentParts(
  template: string,
  meta: PageMeta,
  where: { url: string; origin: string; lang: Lang; path: string; tileUrl: string; tileAttribution: string; tileArchive: string },
  pageScripts: readonly string[] = [],
  codeWhen: PageCodeWhen = "painted",
): DocumentParts {
  const image = meta.image ? absolute(meta.image, where.origin) : `${where.origin}/images/hero-desktop.webp`;
  const tags = [
    // First, so a tap on the page is held from the first paint on (early-input-script.ts).
    `<script>${EARLY_INPUT_SCRIPT}</script>`,
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    meta.noindex ? `<meta name="robots" content="noindex">` : "",
    ...(meta.preload ?? []).map(
      (p) =>
        `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(p.href)}"` +
        (p.srcset ? ` imagesrcset="${escapeHtml(p.srcset)}"` : "") +
        (p.sizes ? ` imagesizes="${escapeHtml(p.sizes)}"` : "") +
        (p.media ? ` media="${escapeHtml(p.media)}"` : "") +
        ">",
    ),
    // Named, not fetched: web/src/boot.ts asks for it with the app's code (see there).
    pageScripts.length > 0 ? `<meta name="${PAGE_SCRIPT_META}" content="${escapeHtml(pageScripts.join(" "))}">` : "",
    pageScripts.length > 0 ? `<meta name="${PAGE_CODE_META}" content="${codeWhen}">` : "",
    // The basemap is configured at run time: a tile service (MAP_TILE_URL) wins over the
    // PMTiles archive; with neither the web app draws its schematic map. It reads these tags.
    where.tileUrl ? `<meta name="${MAP_TILES_META}" content="${escapeHtml(where.tileUrl)}">` : "",
    where.tileUrl && where.tileAttribution ? `<meta name="${MAP_TILES_ATTRIBUTION_META}" content="${escapeHtml(where.tileAttribution)}">` : "",
    !where.tileUrl && where.tileArchive ? `<meta name="${MAP_TILES_ARCHIVE_META}" content="${escapeHtml(where.tileArchive)}">` : "",
    `<link rel="canonical" href="${escapeHtml(where.url)}">`,
    ...alternates(where.origin, where.path),
    `<meta property="og:site_name" content="Hogaria">`,
    `<meta property="og:locale" content="${ogLocale(where.lang)}">`,
    ...LANGS.filter((lang) => lang !== where.lang).map((lang) => `<meta property="og:locale:alternate" content="${ogLocale(lang)}">`),
    `<meta property="og:type" content="website">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:url" content="${escapeHtml(where.url)}">`,
    `<meta property="og:image" content="${escapeHtml(image)}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    meta.jsonLd ? `<script type="application/ld+json">${jsonInScript(meta.jsonLd)}</script>` : "",
  ].join("");
  // The template's own title and description are the shell's defaults: the page's replace them.
  const withHead = template
    .replace(/<html lang="[^"]*"/, `<html lang="${LANG_LOCALE[where.lang]}"`)
    .replace(/<title>[\s\S]*?<\/title>\s*/, "")
    .replace(/<meta\s+name="description"[\s\S]*?>\s*/, "")
    // A function, not a replacement string: a price in the tags ("$16,000") would read as "$1".
    .replace(/<meta name="viewport"[^>]*>/, (viewport) => `${viewport}${tags}`);
  const at = withHead.indexOf(ROOT);
  if (at < 0) throw new Error("index.html has no empty #root element");
  return { start: withHead.slice(0, at + ROOT.length - "</div>".length), end: withHead.slice(at + ROOT.length - "</div>".length) };
}

/**
 * The page in every language (`path` is its language-free path, `/rentar`), and `x-default`
 * to the Spanish page: what a crawler shows a reader whose language is neither.
 */
function alternates(origin: string, path: string): string[] {
  const link = (hreflang: string, lang: Lang) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(`${origin}${pathInLang(path, lang)}`)}">`;
  return [...LANGS.map((lang) => link(LANG_LOCALE[lang], lang)), link("x-default", DEFAULT_LANG)];
}

/** Open Graph writes a locale with an underscore: es_MX, en_US. */
const ogLocale = (lang: Lang) => LANG_LOCALE[lang].replace("-", "_");

function absolute(image: string, origin: string): string {
  return /^https?:\/\//.test(image) ? image : `${origin}${image}`;
}

// ── Module preloads of a signed-in page's shell (apart from the page's head above) ──

/**
 * The shell of a page the browser renders (the signed-in areas), with each script the page
 * runs before it shows anything named as a module preload at the end of the head (after the
 * stylesheet and the font, which stay first): the browser asks for them all at once instead
 * of one level of imports after another. Only for the shell: a page the worker rendered is
 * readable without its code, which loads later on purpose (web/src/boot.ts).
 */
export function withModulePreloads(parts: DocumentParts, scripts: readonly string[]): DocumentParts {
  if (scripts.length === 0) return parts;
  const links = scripts.map((src) => `<link rel="modulepreload" crossorigin href="${escapeHtml(src)}">`).join("");
  const at = parts.start.indexOf("</head>");
  if (at < 0) throw new Error("index.html has no </head>");
  return { start: `${parts.start.slice(0, at)}${links}${parts.start.slice(at)}`, end: parts.end };
}
