// What crawlers and link previews (WhatsApp, Facebook) read for each public page: they do
// not run JavaScript, so the worker writes it into the HTML (see html-meta.ts).
import { NOT_FOUND_PAGE as NOT_FOUND, STATIC_PAGES, type PageText } from "../../domain/pages/static-pages";

export type PageMeta = { title: string; description: string; image?: string; jsonLd?: Record<string, unknown>; status?: number; preload?: ImagePreload[] };

// The page's largest image, asked for before the app's JavaScript has run and found it
// (Lighthouse's "LCP image discoverable in the HTML"). `media` picks it per screen.
export type ImagePreload = { href: string; media?: string };

// The home page's hero, as its <picture> chooses it (web/src/features/home/components/home-hero.tsx).
const HOME_HERO: ImagePreload[] = [
  { href: "/images/hero-phone.webp", media: "(max-width: 767px)" },
  { href: "/images/hero-desktop.webp", media: "(min-width: 768px)" },
];

const SITE = "Hogaria";
const DEFAULT_IMAGE = "/images/hero-desktop.webp";


// The app's shell with the site's own description: for a page whose data could not be
// read right now (the app loads and retries it).
export function siteShellMeta(url: string, origin: string): PageMeta & { url: string; image: string } {
  return { title: SITE, description: STATIC_PAGES["/"].description, url, image: `${origin}${DEFAULT_IMAGE}` };
}

export function metaForPath(pathname: string, origin: string): PageMeta & { url: string; image: string } {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const page: PageMeta = (STATIC_PAGES as Record<string, PageText>)[path] ?? (isKnownAppPath(path) ? { title: SITE, description: STATIC_PAGES["/"].description } : NOT_FOUND);
  const jsonLd =
    path === "/"
      ? {
          "@context": "https://schema.org",
          "@type": "WebSite",
          name: SITE,
          url: origin,
          inLanguage: "es-MX",
          potentialAction: {
            "@type": "SearchAction",
            target: `${origin}/comprar?location={search_term_string}`,
            "query-input": "required name=search_term_string",
          },
        }
      : undefined;
  return { ...page, jsonLd, preload: path === "/" ? HOME_HERO : undefined, url: `${origin}${path}`, image: `${origin}${page.image ?? DEFAULT_IMAGE}` };
}

// Pages whose content depends on data (listings, boards) get their own metadata with
// their issues; until then they share the site's.
function isKnownAppPath(path: string): boolean {
  return /^\/(dashboard|publicar|mis-clientes|cliente\/[^/]+|t\/[^/]+|s\/[^/]+|sc\/[^/]+|p\/[^/]+|propiedad\/[^/]+|checkout\/[^/]+|checkout\/servicio\/[^/]+|forgot-password|reset-password|import-properties|bulk-import-images)$/.test(path);
}
