import type { ComponentType } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { AppLayout } from "./app-layout";
import { RouteError } from "./route-error";
import { PageFallback } from "./page-fallback";

/** One lazy chunk per page: the route module's default export is the page. */
function page(path: string, load: () => Promise<{ default: ComponentType }>): RouteObject {
  return { path, lazy: { Component: async () => (await load()).default } };
}

export const routes: RouteObject[] = [
  // A property presentation fills the screen: no header, footer or call button.
  {
    ...page("p/:token", () => import("@web/routes/presentation")),
    ErrorBoundary: RouteError,
    HydrateFallback: () => <div className="min-h-dvh bg-slate-950" />,
  },
  {
    Component: AppLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: PageFallback,
    children: [
      { index: true, lazy: { Component: async () => (await import("@web/routes/home")).default } },
      page("login", () => import("@web/routes/login")),
      page("register", () => import("@web/routes/register")),
      page("forgot-password", () => import("@web/routes/forgot-password")),
      page("reset-password", () => import("@web/routes/reset-password")),
      page("dashboard", () => import("@web/routes/dashboard")),
      page("publicar", () => import("@web/routes/publicar")),
      page("comprar", () => import("@web/routes/search")),
      page("rentar", () => import("@web/routes/search")),
      page("remate", () => import("@web/routes/search")),
      page("mis-clientes", () => import("@web/routes/mis-clientes")),
      page("cliente/:listId", () => import("@web/routes/client-board")),
      page("t/:token", () => import("@web/routes/public-board")),
      page("s/:shareToken", () => import("@web/routes/shared-property")),
      page("sc/:clonedPropertyId", () => import("@web/routes/cloned-property")),
      page("propiedad/:id", () => import("@web/routes/property")),
      page("servicios", () => import("@web/routes/servicios")),
      page("precios", () => import("@web/routes/precios")),
      page("checkout/:sessionId", () => import("@web/routes/checkout")),
      page("checkout/servicio/:orderId", () => import("@web/routes/checkout")),
      page("agente-ai", () => import("@web/routes/agente-ai")),
      page("import-properties", () => import("@web/routes/import-properties")),
      page("bulk-import-images", () => import("@web/routes/bulk-import-images")),
      page("que-ofrece-hogaria", () => import("@web/routes/que-ofrece-hogaria")),
      page("terminos", () => import("@web/routes/terminos")),
      page("privacidad", () => import("@web/routes/privacidad")),
      page("sobre-nosotros", () => import("@web/routes/sobre-nosotros")),
      page("buscar-inmobiliarias", () => import("@web/routes/buscar-inmobiliarias")),
      page("*", () => import("@web/routes/not-found")),
    ],
  },
];

export const router = createBrowserRouter(routes);
