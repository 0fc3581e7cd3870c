import type { ComponentType } from "react";
import { PAGE_ROUTES, type PageId } from "@domain/pages/page-routes";

type PageModule = () => Promise<{ default: ComponentType }>;

// Every module in web/src/routes, each its own chunk, loaded when its page is first opened.
const ROUTE_MODULES = import.meta.glob<{ default: ComponentType }>("../routes/*.tsx");

/** The loader of a page's module, as the page registry names it. */
export function pageModule(id: PageId): PageModule {
  const load = ROUTE_MODULES[`../routes/${PAGE_ROUTES[id].module}.tsx`];
  if (!load) throw new Error(`No module web/src/routes/${PAGE_ROUTES[id].module}.tsx for page ${id}`);
  return load;
}
