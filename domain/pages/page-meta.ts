import { formatArea, formatListingPrice } from "../format/money";
import { propertyCountLabel } from "../format/number";
import { roomCount } from "../properties/card-texts";
import type { BoardLinkPreview } from "../boards/board";
import { displayArea, PROPERTY_TYPE_LABELS, type PropertyDetail } from "../properties/property";
import { NOT_FOUND_PAGE, STATIC_PAGES, staticPage } from "./static-pages";
import { LANG_LOCALE, pathInLang, type Lang } from "../i18n/lang";
import { firstCharacters, keepText } from "../text/kept-text";
import { pagePath } from "./page-routes";

// What crawlers and link previews (WhatsApp, Facebook) read of a page: they do not run
// JavaScript, so the worker writes it into the document's head.
export type PageMeta = {
  title: string;
  description: string;
  /** The preview image: a path on this site or an absolute URL. */
  image?: string;
  jsonLd?: Record<string, unknown>;
  /** Pages that must not be indexed (a drawn zone, a client's board). */
  noindex?: boolean;
  /** The page's largest image, asked for before anything else (Lighthouse's LCP request). */
  preload?: ImagePreload[];
};

// `media` picks the image per screen; `srcset`/`sizes` let the browser pick the width the
// page will show, exactly as the page's <img> does.
export type ImagePreload = { href: string; media?: string; srcset?: string; sizes?: string };

export const SITE_NAME = "Hogaria";
export const DEFAULT_SHARE_IMAGE = "/images/hero-desktop.webp";

/** The description of a page whose words come from data that could not be read (the app retries). */
export const SITE_DESCRIPTION = STATIC_PAGES["/"].description;

/** The site's description in `lang`. */
export const siteDescription = (lang: Lang): string => staticPage("/", lang).description;

/** The head of the app's shell: pages behind sign-in, and a page whose data could not be read. */
export const SHELL_META: PageMeta = { title: SITE_NAME, description: SITE_DESCRIPTION };

/** The shell's head in `lang`. */
export const shellMeta = (lang: Lang): PageMeta => ({ title: SITE_NAME, description: siteDescription(lang) });

export const notFoundMeta = (lang: Lang = "es"): PageMeta => ({
  title: NOT_FOUND_PAGE.title[lang],
  description: NOT_FOUND_PAGE.description[lang],
  noindex: true,
});

/**
 * A listing's title, description, photo and schema.org RealEstateListing. The description's
 * facts (price, rooms, area) are in the page's language; the listing's own words as written.
 */
export function listingMeta(d: PropertyDetail, origin: string, url: string, preload?: ImagePreload, lang: Lang = "es"): PageMeta {
  const area = displayArea(d);
  const facts = [
    formatListingPrice(d.price, d.operation_type, lang),
    d.bedrooms > 0 ? roomCount("bedroom", d.bedrooms, lang) : null,
    d.bathrooms > 0 ? roomCount("bathroom", d.bathrooms, lang) : null,
    area ? formatArea(area) : null,
    d.neighborhood,
  ].filter(Boolean);
  return {
    title: `${d.title} · ${SITE_NAME}`,
    // One line for crawlers and previews, cut between characters.
    description: firstCharacters(keepText(`${facts.join(" · ")}. ${d.description}`), 300),
    image: d.images[0]?.url ?? DEFAULT_SHARE_IMAGE,
    preload: preload ? [preload] : undefined,
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "RealEstateListing",
      name: d.title,
      description: d.description,
      url,
      image: d.images.slice(0, 5).map((i) => `${origin}${i.url}`),
      datePosted: d.created_at,
      about: {
        "@type": PROPERTY_TYPE_LABELS[d.property_type] ? "Accommodation" : "Place",
        numberOfRooms: d.bedrooms || undefined,
        floorSize: area ? { "@type": "QuantitativeValue", value: area, unitCode: "MTK" } : undefined,
        address: {
          "@type": "PostalAddress",
          streetAddress: d.address,
          addressLocality: d.location.alcaldia ?? d.neighborhood,
          addressRegion: "Ciudad de México",
          addressCountry: "MX",
        },
        geo: { "@type": "GeoCoordinates", latitude: d.lat, longitude: d.lng },
      },
      offers: {
        "@type": "Offer",
        price: d.price,
        priceCurrency: "MXN",
        businessFunction: d.operation_type === "renta" ? "http://purl.org/goodrelations/v1#LeaseOut" : "http://purl.org/goodrelations/v1#Sell",
      },
    },
  };
}

/**
 * A client board's link: "Tablero de {cliente} · Hogaria" ("{client}'s board · Hogaria"), who
 * chose how many properties (the agent by name only when the board shows their contact), and
 * the first property's photo. Never indexed: the board is the client's.
 */
export function boardLinkMeta(b: BoardLinkPreview, lang: Lang = "es"): PageMeta {
  if (lang === "en") {
    const chosen = b.propertyCount > 0 ? `chose ${propertyCountLabel(b.propertyCount, "en")} for you` : "is choosing properties for you";
    return {
      title: `${b.clientName}'s board · ${SITE_NAME}`,
      description: `${b.agentName ?? "Your agent"} ${chosen} on ${SITE_NAME}. Mark the ones you like and the ones you don't.`,
      image: b.image ?? DEFAULT_SHARE_IMAGE,
      noindex: true,
    };
  }
  const who = b.agentName ?? "Tu agente";
  const chosen = b.propertyCount > 0 ? `eligió ${propertyCountLabel(b.propertyCount)} para ti` : "está eligiendo propiedades para ti";
  return {
    title: `Tablero de ${b.clientName} · ${SITE_NAME}`,
    description: `${who} ${chosen} en ${SITE_NAME}. Marca las que te gustan y las que no.`,
    image: b.image ?? DEFAULT_SHARE_IMAGE,
    noindex: true,
  };
}

/** The home page's schema.org WebSite with its search box, in the page's language. */
export function websiteJsonLd(origin: string, lang: Lang = "es"): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: SITE_NAME,
    url: `${origin}${pathInLang("/", lang)}`.replace(/\/$/, ""),
    inLanguage: LANG_LOCALE[lang],
    potentialAction: {
      "@type": "SearchAction",
      target: `${origin}${pathInLang(pagePath.comprar, lang)}?location={search_term_string}`,
      "query-input": "required name=search_term_string",
    },
  };
}
