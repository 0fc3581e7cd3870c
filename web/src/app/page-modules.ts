import type { ComponentType } from "react";
import type { PageId } from "@domain/pages/page-routes";

type PageModule = () => Promise<{ default: ComponentType }>;

/** Each page's module: one chunk per page, loaded when the page is first opened. */
export const PAGE_MODULES: Record<PageId, PageModule> = {
  home: () => import("@web/routes/home"),
  comprar: () => import("@web/routes/search"),
  rentar: () => import("@web/routes/search"),
  remate: () => import("@web/routes/search"),
  property: () => import("@web/routes/property"),
  sharedProperty: () => import("@web/routes/shared-property"),
  presentation: () => import("@web/routes/presentation"),
  precios: () => import("@web/routes/precios"),
  servicios: () => import("@web/routes/servicios"),
  agencies: () => import("@web/routes/buscar-inmobiliarias"),
  terminos: () => import("@web/routes/terminos"),
  privacidad: () => import("@web/routes/privacidad"),
  sobreNosotros: () => import("@web/routes/sobre-nosotros"),
  queOfrece: () => import("@web/routes/que-ofrece-hogaria"),
  agenteAi: () => import("@web/routes/agente-ai"),
  login: () => import("@web/routes/login"),
  register: () => import("@web/routes/register"),
  forgotPassword: () => import("@web/routes/forgot-password"),
  resetPassword: () => import("@web/routes/reset-password"),
  dashboard: () => import("@web/routes/dashboard"),
  publicar: () => import("@web/routes/publicar"),
  misClientes: () => import("@web/routes/mis-clientes"),
  clientBoard: () => import("@web/routes/client-board"),
  publicBoard: () => import("@web/routes/public-board"),
  clonedProperty: () => import("@web/routes/cloned-property"),
  checkout: () => import("@web/routes/checkout"),
  serviceCheckout: () => import("@web/routes/checkout"),
  importProperties: () => import("@web/routes/import-properties"),
  bulkImportImages: () => import("@web/routes/bulk-import-images"),
  notFound: () => import("@web/routes/not-found"),
};
