import type { QueryKey } from "@tanstack/react-query";
import type { Lang } from "@domain/i18n/lang";
import { PAGE_ROUTES, type PageId } from "@domain/pages/page-routes";
import { staticPage, type PageText, type StaticPagePath } from "@domain/pages/static-pages";
import {
  boardLinkMeta,
  listingMeta,
  notFoundMeta,
  shellMeta,
  siteDescription,
  SITE_NAME,
  websiteJsonLd,
  type ImagePreload,
  type PageMeta,
} from "@domain/pages/page-meta";
import { GONE_MESSAGES, GONE_MESSAGES_EN, goneTitle, LINK_GONE } from "@domain/properties/availability-messages";
import type { PropertyDetail } from "@domain/properties/property";
import { pageQueryKeys } from "@web/lib/page-query-keys";
import type { Section } from "@domain/properties/sections";
import { apiQueryString, readSearchState } from "@web/features/search-results/search-state";
import { searchTitle } from "@web/features/search-results/search-labels";
import type { PageServices } from "./page-services";
import { agencyPageMeta } from "@domain/agencies/agency-profile";
import { boardLinkPreview } from "@domain/boards/board";
import { AGENCY_TEXT } from "@domain/agencies/agency-text";
import { agentPageMeta } from "@domain/profile/my-profile";
import { AGENT_PAGE_TEXT } from "@domain/profile/agent-page-text";
import { agencyListingsApiQuery, readAgencyListingsState } from "@domain/agencies/agency-listings";
import { photoSrcSet } from "@domain/listings/photo-sizes";
import { GALLERY_SIZES } from "@web/features/property-detail/gallery-sizes";

/** Where a loader puts what the page shows: the cache the page's hooks read. */
export type PageCache = { set(key: QueryKey, data: unknown): void; gone(key: QueryKey, message: string): void };

export type LoaderContext = {
  params: Record<string, string>;
  url: URL;
  /** The page's language (its path's prefix): the head is written in it. */
  lang: Lang;
  /** The site's public origin, for canonical URLs and JSON-LD. */
  origin: string;
  services: PageServices;
  cache: PageCache;
};

/** The page's HTTP status and what its head says. */
export type PageLoad = { status: number; meta: PageMeta };

type Loader = (context: LoaderContext) => Promise<PageLoad>;

const ok = (meta: PageMeta): PageLoad => ({ status: 200, meta });

// The home page's hero, as its <picture> chooses it (features/home/components/home-hero.tsx).
const HOME_HERO: ImagePreload[] = [
  { href: "/images/hero-phone.webp", media: "(max-width: 767px)" },
  { href: "/images/hero-desktop.webp", media: "(min-width: 768px)" },
];

/** A page whose words do not depend on data, in the page's language. */
function textOf(id: PageId, lang: Lang): PageText {
  return staticPage(PAGE_ROUTES[id].path as StaticPagePath, lang);
}
// Pages behind sign-in (and any page without words of its own) share the site's head.
const shellPage: Loader = async ({ lang }) => ok(shellMeta(lang));
const textPage =
  (id: PageId): Loader =>
  async ({ lang }) =>
    ok({ ...textOf(id, lang) });

function searchPage(section: Section): Loader {
  return async ({ url, lang, services, cache }) => {
    const apiQuery = apiQueryString(section, url.searchParams);
    const results = await services.search(apiQuery);
    if (results) cache.set(pageQueryKeys.search(apiQuery), results);
    const state = readSearchState(section, url.searchParams);
    return ok({
      title: `${searchTitle(state, results?.location?.nombre_canonico ?? null, lang)} · ${SITE_NAME}`,
      description: staticPage(`/${section}`, lang).description,
      noindex: Boolean(state.bounds || state.polygon),
    });
  };
}

/**
 * The preload of a listing's first photo, the largest thing on its screen, with the srcset
 * and sizes its <img> has (components/carousel/photo-carousel.tsx): a phone fetches the
 * medium, a wide screen the full size, and each only once.
 */
function firstPhotoPreload(detail: PropertyDetail, sizes: string): ImagePreload | undefined {
  const photo = detail.images[0];
  if (!photo) return undefined;
  const srcset = photoSrcSet(photo);
  return { href: photo.url, ...(srcset ? { srcset, sizes } : {}) };
}

// The words of a page whose listing or link is gone, in the page's language.
const gonePage = (lang: Lang) => (lang === "es" ? GONE_MESSAGES : GONE_MESSAGES_EN);

// A listing page: its first photo is the largest thing on screen, asked for first. A page
// opened from a link (a presentation) is never indexed.
function listingPage(
  read: (services: PageServices, param: string) => Promise<PropertyDetail | null>,
  key: (param: string) => QueryKey,
  param: string,
  goneKind: "listing" | "link",
  view: { sizes: string; noindex?: true },
): Loader {
  return async ({ params, services, cache, origin, url, lang }) => {
    const detail = await read(services, params[param]);
    if (!detail) {
      cache.gone(key(params[param]), GONE_MESSAGES[goneKind]);
      const gone = gonePage(lang);
      return { status: 404, meta: { title: goneTitle(gone[goneKind]), description: gone.elsewhere, noindex: true } };
    }
    cache.set(key(params[param]), detail);
    const meta = listingMeta(detail, origin, `${origin}${url.pathname}`, firstPhotoPreload(detail, view.sizes), lang);
    return ok(view.noindex ? { ...meta, noindex: true } : meta);
  };
}

/** A shared link that is unknown or was revoked: a 404 that says the link no longer works. */
function linkGone(lang: Lang): PageLoad {
  return { status: 404, meta: { title: goneTitle(gonePage(lang).link), description: siteDescription(lang), noindex: true } };
}

export const PAGE_LOADERS: Record<PageId, Loader> = {
  home: async ({ services, cache, origin, lang }) => {
    // The featured strip is below the fold: a database that cannot answer right now does not
    // keep the home page from rendering (the strip asks again from the browser).
    const featured = await services.featured().catch(() => null);
    if (featured) cache.set(pageQueryKeys.featured(), featured);
    return ok({ ...textOf("home", lang), jsonLd: websiteJsonLd(origin, lang), preload: HOME_HERO });
  },
  comprar: searchPage("comprar"),
  rentar: searchPage("rentar"),
  remate: searchPage("remate"),
  property: listingPage((s, id) => s.property(id), pageQueryKeys.property, "id", "listing", { sizes: GALLERY_SIZES }),
  // A presentation fills the screen with one photo at a time.
  presentation: listingPage((s, token) => s.presentation(token), pageQueryKeys.presentation, "token", "link", {
    sizes: "100vw",
    noindex: true,
  }),
  sharedProperty: async ({ params, services, cache, origin, url, lang }) => {
    const shared = await services.sharedProperty(params.shareToken);
    const key = pageQueryKeys.sharedProperty(params.shareToken);
    if (!shared) {
      cache.gone(key, LINK_GONE);
      return linkGone(lang);
    }
    cache.set(key, shared);
    const preload = firstPhotoPreload(shared.property, GALLERY_SIZES);
    return ok({ ...listingMeta(shared.property, origin, `${origin}${url.pathname}`, preload, lang), noindex: true });
  },
  precios: async ({ services, cache, lang }) => {
    cache.set(pageQueryKeys.plans(), await services.plans());
    return ok({ ...textOf("precios", lang) });
  },
  servicios: async ({ services, cache, lang }) => {
    cache.set(pageQueryKeys.services(), services.services());
    return ok({ ...textOf("servicios", lang) });
  },
  agencies: async ({ url, services, cache, lang }) => {
    const q = url.searchParams.get("q") ?? "";
    const alcaldiaId = url.searchParams.get("alcaldia") ?? "";
    const [agencies, alcaldias] = await Promise.all([services.agencies(q, alcaldiaId), services.alcaldias()]);
    if (agencies) cache.set(pageQueryKeys.agencies(q, alcaldiaId), agencies);
    cache.set(pageQueryKeys.alcaldias(), alcaldias);
    return ok({ ...textOf("agencies", lang) });
  },
  // An agency's page: the agency, then the first page of its listings as the page asks the
  // search API for them (the agency's counts pick the operation it opens on). An unknown
  // slug is a 404 that says so.
  agency: async ({ params, url, services, cache, lang }) => {
    const agency = await services.agency(params.slug);
    if (!agency) {
      cache.gone(pageQueryKeys.agency(params.slug), AGENCY_TEXT.notFound[lang]);
      return {
        status: 404,
        meta: { title: `${AGENCY_TEXT.notFound[lang]} · ${SITE_NAME}`, description: AGENCY_TEXT.notFoundHint[lang], noindex: true },
      };
    }
    cache.set(pageQueryKeys.agency(params.slug), agency);
    const apiQuery = agencyListingsApiQuery(agency.slug, readAgencyListingsState(url.searchParams, agency.listing_counts));
    const listings = await services.search(apiQuery);
    if (listings) cache.set(pageQueryKeys.search(apiQuery), listings);
    return ok(agencyPageMeta(agency, SITE_NAME, lang));
  },
  // An independent agent's page, with their listings. An unknown slug is a 404 that says so.
  agent: async ({ params, services, cache, lang }) => {
    const agent = await services.agent(params.slug);
    if (!agent) {
      cache.gone(pageQueryKeys.agent(params.slug), AGENT_PAGE_TEXT.notFound[lang]);
      return {
        status: 404,
        meta: { title: `${AGENT_PAGE_TEXT.notFound[lang]} · ${SITE_NAME}`, description: AGENT_PAGE_TEXT.notFoundHint[lang], noindex: true },
      };
    }
    cache.set(pageQueryKeys.agent(params.slug), agent);
    return ok(agentPageMeta(agent, SITE_NAME, lang));
  },
  terminos: textPage("terminos"),
  privacidad: textPage("privacidad"),
  sobreNosotros: textPage("sobreNosotros"),
  queOfrece: textPage("queOfrece"),
  agenteAi: textPage("agenteAi"),
  guides: textPage("guides"),
  guideRentBudget: textPage("guideRentBudget"),
  guideRentalDocuments: textPage("guideRentalDocuments"),
  guideMortgage: textPage("guideMortgage"),
  guideFamilyColonias: textPage("guideFamilyColonias"),
  guideFraud: textPage("guideFraud"),
  guideBuyOrRent: textPage("guideBuyOrRent"),
  login: textPage("login"),
  register: textPage("register"),
  forgotPassword: shellPage,
  resetPassword: shellPage,
  invitation: shellPage,
  dashboard: shellPage,
  perfil: shellPage,
  publicar: shellPage,
  misClientes: shellPage,
  clientBoard: shellPage,
  clonedProperty: shellPage,
  checkout: shellPage,
  serviceCheckout: shellPage,
  importProperties: shellPage,
  bulkImportImages: shellPage,
  operador: shellPage,
  // A client's live board: private to whoever holds the link (never indexed), rendered as
  // the client first sees it (the room connects once the code runs); an unknown or revoked
  // link answers 404 and says the board is not available.
  publicBoard: async ({ params, services, cache, lang }) => {
    const view = await services.publicBoard(params.token);
    const key = pageQueryKeys.publicBoard(params.token);
    if (!view) {
      cache.gone(key, LINK_GONE);
      return linkGone(lang);
    }
    cache.set(key, view);
    return ok(boardLinkMeta(boardLinkPreview(view), lang));
  },
  notFound: async ({ lang }) => ({ status: 404, meta: notFoundMeta(lang) }),
};
