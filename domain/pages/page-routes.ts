// Every page of the web app, declared once: its path pattern, whether the worker renders it
// (public pages, so the first response carries the page) or sends the app's shell (the
// signed-in areas, rendered in the browser), and whether it sits inside the site's header and
// footer, and the module that draws it. The web router, the browser's page chunks, the
// worker's page renderer (and its chunk preloads) and the href builders below read this.
export type PageRendering = "server" | "client";

type PageRoute = {
  path: string;
  /** Its module in web/src/routes (one chunk per module in the browser). */
  module: string;
  rendering: PageRendering;
  /** "bare" pages fill the screen: no header, footer or call button. */
  layout?: "bare";
  /** For people who are signed out (signing in, creating an account): the worker sends a signed-in person on. */
  signedOutOnly?: true;
};

export const PAGE_ROUTES = {
  home: { path: "/", module: "home", rendering: "server" },
  comprar: { path: "/comprar", module: "search", rendering: "server" },
  rentar: { path: "/rentar", module: "search", rendering: "server" },
  remate: { path: "/remate", module: "search", rendering: "server" },
  property: { path: "/propiedad/:id", module: "property", rendering: "server" },
  sharedProperty: { path: "/s/:shareToken", module: "shared-property", rendering: "server" },
  presentation: { path: "/p/:token", module: "presentation", rendering: "server", layout: "bare" },
  precios: { path: "/precios", module: "precios", rendering: "server" },
  servicios: { path: "/servicios", module: "servicios", rendering: "server" },
  agencies: { path: "/buscar-inmobiliarias", module: "buscar-inmobiliarias", rendering: "server" },
  agency: { path: "/inmobiliaria/:slug", module: "inmobiliaria", rendering: "server" },
  // An independent agent's public page (agent_profiles.slug).
  agent: { path: "/agente/:slug", module: "agente", rendering: "server" },
  terminos: { path: "/terminos", module: "terminos", rendering: "server" },
  privacidad: { path: "/privacidad", module: "privacidad", rendering: "server" },
  sobreNosotros: { path: "/sobre-nosotros", module: "sobre-nosotros", rendering: "server" },
  queOfrece: { path: "/que-ofrece-hogaria", module: "que-ofrece-hogaria", rendering: "server" },
  agenteAi: { path: "/agente-ai", module: "agente-ai", rendering: "server" },
  // The guides for a first rent or purchase (domain/guides/guide-catalog.ts): each its own
  // module, so a guide's calculator loads with its page alone.
  guides: { path: "/guias", module: "guias", rendering: "server" },
  guideRentBudget: { path: "/guias/cuanto-puedes-pagar-de-renta", module: "guia-renta", rendering: "server" },
  guideRentalDocuments: { path: "/guias/documentos-para-rentar", module: "guia-documentos", rendering: "server" },
  guideMortgage: { path: "/guias/credito-infonavit-o-bancario", module: "guia-credito", rendering: "server" },
  guideFamilyColonias: { path: "/guias/colonias-para-familias", module: "guia-colonias", rendering: "server" },
  guideFraud: { path: "/guias/como-evitar-fraudes", module: "guia-fraudes", rendering: "server" },
  guideBuyOrRent: { path: "/guias/comprar-o-rentar", module: "guia-comprar-o-rentar", rendering: "server" },
  login: { path: "/login", module: "login", rendering: "server", signedOutOnly: true },
  register: { path: "/register", module: "register", rendering: "server", signedOutOnly: true },
  forgotPassword: { path: "/forgot-password", module: "forgot-password", rendering: "client" },
  resetPassword: { path: "/reset-password", module: "reset-password", rendering: "client" },
  // An agency's invitation e-mail links here (?token=…): create the account or join.
  invitation: { path: "/invitacion", module: "invitacion", rendering: "client" },
  dashboard: { path: "/dashboard", module: "dashboard", rendering: "client" },
  // "Mi perfil": every signed-in role.
  perfil: { path: "/perfil", module: "perfil", rendering: "client" },
  publicar: { path: "/publicar", module: "publicar", rendering: "client" },
  misClientes: { path: "/mis-clientes", module: "mis-clientes", rendering: "client" },
  clientBoard: { path: "/cliente/:listId", module: "client-board", rendering: "client" },
  publicBoard: { path: "/t/:token", module: "public-board", rendering: "server" },
  clonedProperty: { path: "/sc/:clonedPropertyId", module: "cloned-property", rendering: "client" },
  checkout: { path: "/checkout/:sessionId", module: "checkout", rendering: "client" },
  serviceCheckout: { path: "/checkout/servicio/:orderId", module: "checkout", rendering: "client" },
  importProperties: { path: "/import-properties", module: "import-properties", rendering: "client" },
  bulkImportImages: { path: "/bulk-import-images", module: "bulk-import-images", rendering: "client" },
  // The operator's desk: anyone else gets the 404 page (the worker decides who is an operator).
  operador: { path: "/operador", module: "operador", rendering: "client" },
  notFound: { path: "*", module: "not-found", rendering: "server" },
} as const satisfies Record<string, PageRoute>;

export type PageId = keyof typeof PAGE_ROUTES;

/** The pages whose path has no parameters (the 404 page aside). */
type StaticPageId = {
  [K in PageId]: (typeof PAGE_ROUTES)[K]["path"] extends `${string}:${string}` | "*" ? never : K;
}[PageId];

/**
 * The path of each page without parameters: every link, redirect and e-mail names a page
 * through this (or `pageHref` below), never by a spelled-out path (a lint rule checks it).
 */
export const pagePath = Object.fromEntries(
  Object.entries(PAGE_ROUTES)
    .filter(([, route]) => !route.path.includes(":") && route.path !== "*")
    .map(([id, route]) => [id, route.path]),
) as { [K in StaticPageId]: (typeof PAGE_ROUTES)[K]["path"] };
export type ServerPageId = { [K in PageId]: (typeof PAGE_ROUTES)[K]["rendering"] extends "server" ? K : never }[PageId];
export type PageMatch = { id: PageId; params: Record<string, string> };

const PAGE_IDS = Object.keys(PAGE_ROUTES) as PageId[];

/**
 * The page a path shows, with its decoded parameters; unknown paths, and parameters whose
 * encoding is malformed, are the 404 page. A trailing slash is the same page.
 */
export function matchPage(pathname: string): PageMatch {
  const segments = pathname.split("/").filter(Boolean);
  for (const id of PAGE_IDS) {
    const pattern = PAGE_ROUTES[id].path;
    if (pattern === "*") continue;
    const parts = pattern.split("/").filter(Boolean);
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = parts.every((part, i) => {
      if (!part.startsWith(":")) return part === segments[i];
      const value = decoded(segments[i]);
      if (value === null) return false;
      params[part.slice(1)] = value;
      return true;
    });
    if (matches) return { id, params };
  }
  return { id: "notFound", params: {} };
}

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The path of page `id` with its parameters filled in, each encoded. */
export function pathOf(id: PageId, params: Record<string, string> = {}): string {
  return PAGE_ROUTES[id].path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`The path of page ${id} needs its ${name}`);
    return encodeURIComponent(value);
  });
}

/** Links to pages with parameters, built from the patterns above: no path is spelled out twice. */
export const pageHref = {
  property: (id: string) => pathOf("property", { id }),
  agency: (slug: string) => pathOf("agency", { slug }),
  agent: (slug: string) => pathOf("agent", { slug }),
  sharedProperty: (shareToken: string) => pathOf("sharedProperty", { shareToken }),
  presentation: (token: string) => pathOf("presentation", { token }),
  clientBoard: (listId: string) => pathOf("clientBoard", { listId }),
  publicBoard: (token: string) => pathOf("publicBoard", { token }),
  /** A property copied onto a board; a client following the board's link keeps its token. */
  clonedProperty: (clonedPropertyId: string, boardToken?: string) =>
    pathOf("clonedProperty", { clonedPropertyId }) + (boardToken ? `?${new URLSearchParams({ token: boardToken })}` : ""),
  checkout: (sessionId: string) => pathOf("checkout", { sessionId }),
  serviceCheckout: (orderId: string) => pathOf("serviceCheckout", { orderId }),
};
