// The worker's entry into the web app: it renders the public pages to HTML with the same
// route tree the browser hydrates. Only the server-rendered pages are bundled into the
// worker; the signed-in areas are sent as the app's shell and rendered in the browser.
import type { ComponentType } from "react";
import { prerender } from "react-dom/static";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { dehydrate, type QueryKey } from "@tanstack/react-query";
import { matchPage, PAGE_ROUTES, type PageId, type ServerPageId } from "@domain/pages/page-routes";
import type { KnownAuth } from "@web/lib/auth/auth-context";
import { pageQueryKeys } from "@web/lib/page-query-keys";
import { LANG_BASENAME, LANGS, splitLangPath, type Lang } from "@domain/i18n/lang";
import { buildRoutes } from "./app/routes";
import { Providers } from "./app/providers";
import { createQueryClient } from "./app/query-client";
import { markGone, pageStateScript, type PageState } from "./app/page-state";
import { PAGE_LOADERS, type PageLoad } from "./app/server/page-loaders";
import type { PageServices } from "./app/server/page-services";
import HomePage from "./routes/home";
import SearchPage from "./routes/search";
import PropertyPage from "./routes/property";
import SharedPropertyPage from "./routes/shared-property";
import PublicBoardPage from "./routes/public-board";
import PresentationPage from "./routes/presentation";
import PricingPage from "./routes/precios";
import ServicesPage from "./routes/servicios";
import AgenciesPage from "./routes/buscar-inmobiliarias";
import AgencyPage from "./routes/inmobiliaria";
import AgentPage from "./routes/agente";
import TermsPage from "./routes/terminos";
import PrivacyPage from "./routes/privacidad";
import AboutPage from "./routes/sobre-nosotros";
import WhatWeOfferPage from "./routes/que-ofrece-hogaria";
import AiAgentPage from "./routes/agente-ai";
import GuidesPage from "./routes/guias";
import RentBudgetGuidePage from "./routes/guia-renta";
import RentalDocumentsGuidePage from "./routes/guia-documentos";
import MortgageGuidePage from "./routes/guia-credito";
import FamilyColoniasGuidePage from "./routes/guia-colonias";
import FraudGuidePage from "./routes/guia-fraudes";
import BuyOrRentGuidePage from "./routes/guia-comprar-o-rentar";
import LoginPage from "./routes/login";
import RegisterPage from "./routes/register";
import NotFoundPage from "./routes/not-found";

export type { PageServices } from "./app/server/page-services";
export type { PageMeta } from "@domain/pages/page-meta";

const SERVER_PAGES: Record<ServerPageId, ComponentType> = {
  home: HomePage,
  comprar: SearchPage,
  rentar: SearchPage,
  remate: SearchPage,
  property: PropertyPage,
  sharedProperty: SharedPropertyPage,
  publicBoard: PublicBoardPage,
  presentation: PresentationPage,
  precios: PricingPage,
  servicios: ServicesPage,
  agencies: AgenciesPage,
  agency: AgencyPage,
  agent: AgentPage,
  terminos: TermsPage,
  privacidad: PrivacyPage,
  sobreNosotros: AboutPage,
  queOfrece: WhatWeOfferPage,
  agenteAi: AiAgentPage,
  guides: GuidesPage,
  guideRentBudget: RentBudgetGuidePage,
  guideRentalDocuments: RentalDocumentsGuidePage,
  guideMortgage: MortgageGuidePage,
  guideFamilyColonias: FamilyColoniasGuidePage,
  guideFraud: FraudGuidePage,
  guideBuyOrRent: BuyOrRentGuidePage,
  login: LoginPage,
  register: RegisterPage,
  notFound: NotFoundPage,
};

// Pages rendered in the browser never reach the server render; the tree still lists them so
// both sides have the same routes.
const isServerPage = (id: PageId): id is ServerPageId => PAGE_ROUTES[id].rendering === "server";
const routes = buildRoutes((id) => ({ Component: isServerPage(id) ? SERVER_PAGES[id] : ShellOnly }));
// One handler per language: an English page is the same tree under `/en`.
const handlers = Object.fromEntries(
  LANGS.map((lang) => [lang, createStaticHandler(routes, { basename: LANG_BASENAME[lang] || undefined })]),
) as Record<Lang, ReturnType<typeof createStaticHandler>>;

function ShellOnly(): null {
  return null;
}

export type RenderedPage = { body: ReadableStream<Uint8Array>; stateScript: string };

export type PageRequest = { url: URL; origin: string; services: PageServices; auth: KnownAuth };

/** The page's status and head, and (for a server-rendered page) how to render its body. */
export type LoadedPage = PageLoad & {
  /** Renders the page: the markup inside #root, and the page state that goes after it; null for the shell. */
  render: (() => Promise<RenderedPage>) | null;
};

/** Runs the page's loader (its data, status and head); the body is rendered when asked. */
export async function loadPage({ url, origin, services, auth }: PageRequest): Promise<LoadedPage> {
  const { lang, path } = splitLangPath(url.pathname);
  const { id, params } = matchPage(path);
  const queryClient = createQueryClient();
  const gone: QueryKey[] = [];
  queryClient.setQueryData(pageQueryKeys.siteConfig(), services.siteConfig());
  const load = await PAGE_LOADERS[id]({
    params,
    url,
    lang,
    origin,
    services,
    cache: {
      set: (key, data) => void queryClient.setQueryData(key, data),
      gone: (key, message) => {
        gone.push(key);
        markGone(queryClient, key, message);
      },
    },
  });
  if (!isServerPage(id)) return { ...load, render: null };
  return {
    ...load,
    render: async () => {
      const handler = handlers[lang];
      const context = await handler.query(new Request(url));
      if (context instanceof Response) throw new Error("Pages have no loaders: the static handler answers with a context");
      const router = createStaticRouter(handler.dataRoutes, context);
      // The whole page, lazy sections included, in one piece (outlining off): a part sent
      // late would need an inline script to reveal it, which the content security policy
      // forbids. (`prerender` is renderToReadableStream waited for allReady, without the
      // legacy string renderer in the bundle.)
      const { prelude } = await prerender(
        <Providers queryClient={queryClient} auth={auth} lang={lang}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>,
        {
          progressiveChunkSize: Number.POSITIVE_INFINITY,
          onError: (error: unknown) => console.error("page_render_failed", { page: id, error: String(error) }),
        },
      );
      const state: PageState = { queries: dehydrate(queryClient), gone, auth };
      return { body: prelude, stateScript: pageStateScript(state) };
    },
  };
}
