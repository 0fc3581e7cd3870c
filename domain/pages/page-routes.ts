// Every page of the web app, declared once: its path pattern, whether the worker renders it
// (public pages, so the first response carries the page) or sends the app's shell (the
// signed-in areas, rendered in the browser), and whether it sits inside the site's header and
// footer. The web router, the worker's page renderer and the href builders below read this.
export type PageRendering = "server" | "client";

type PageRoute = {
  path: string;
  rendering: PageRendering;
  /** "bare" pages fill the screen: no header, footer or call button. */
  layout?: "bare";
};

export const PAGE_ROUTES = {
  home: { path: "/", rendering: "server" },
  comprar: { path: "/comprar", rendering: "server" },
  rentar: { path: "/rentar", rendering: "server" },
  remate: { path: "/remate", rendering: "server" },
  property: { path: "/propiedad/:id", rendering: "server" },
  sharedProperty: { path: "/s/:shareToken", rendering: "server" },
  presentation: { path: "/p/:token", rendering: "server", layout: "bare" },
  precios: { path: "/precios", rendering: "server" },
  servicios: { path: "/servicios", rendering: "server" },
  agencies: { path: "/buscar-inmobiliarias", rendering: "server" },
  terminos: { path: "/terminos", rendering: "server" },
  privacidad: { path: "/privacidad", rendering: "server" },
  sobreNosotros: { path: "/sobre-nosotros", rendering: "server" },
  queOfrece: { path: "/que-ofrece-hogaria", rendering: "server" },
  agenteAi: { path: "/agente-ai", rendering: "server" },
  login: { path: "/login", rendering: "client" },
  register: { path: "/register", rendering: "client" },
  forgotPassword: { path: "/forgot-password", rendering: "client" },
  resetPassword: { path: "/reset-password", rendering: "client" },
  dashboard: { path: "/dashboard", rendering: "client" },
  publicar: { path: "/publicar", rendering: "client" },
  misClientes: { path: "/mis-clientes", rendering: "client" },
  clientBoard: { path: "/cliente/:listId", rendering: "client" },
  publicBoard: { path: "/t/:token", rendering: "client" },
  clonedProperty: { path: "/sc/:clonedPropertyId", rendering: "client" },
  checkout: { path: "/checkout/:sessionId", rendering: "client" },
  serviceCheckout: { path: "/checkout/servicio/:orderId", rendering: "client" },
  importProperties: { path: "/import-properties", rendering: "client" },
  bulkImportImages: { path: "/bulk-import-images", rendering: "client" },
  notFound: { path: "*", rendering: "server" },
} as const satisfies Record<string, PageRoute>;

export type PageId = keyof typeof PAGE_ROUTES;
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

/** Links to pages with parameters, so no path is spelled out twice. */
export const pageHref = {
  property: (id: string) => `/propiedad/${encodeURIComponent(id)}`,
  sharedProperty: (token: string) => `/s/${encodeURIComponent(token)}`,
};
