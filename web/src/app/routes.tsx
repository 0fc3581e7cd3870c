import type { RouteObject } from "react-router";
import { PAGE_ROUTES, type PageId } from "@domain/pages/page-routes";
import { AppLayout } from "./app-layout";
import { RouteError } from "./route-error";
import { PageFallback } from "./page-fallback";

/** How a page's component is reached: loaded on demand in the browser, bundled in the worker. */
export type PageSource = (id: PageId) => Pick<RouteObject, "Component" | "lazy">;

const PAGE_IDS = Object.keys(PAGE_ROUTES) as PageId[];

/**
 * The app's route tree, the same in the browser and in the worker (so the markup the
 * worker sends is the markup the browser hydrates): pages marked "bare" fill the screen,
 * every other page sits inside the header and footer.
 */
export function buildRoutes(source: PageSource): RouteObject[] {
  const route = (id: PageId): RouteObject => {
    const { path } = PAGE_ROUTES[id];
    return path === "/" ? { index: true, ...source(id) } : { path: path.slice(path.startsWith("/") ? 1 : 0), ...source(id) };
  };
  const bare = PAGE_IDS.filter((id) => "layout" in PAGE_ROUTES[id]);
  const framed = PAGE_IDS.filter((id) => !("layout" in PAGE_ROUTES[id]));
  return [
    ...bare.map((id) => ({ ...route(id), ErrorBoundary: RouteError, HydrateFallback: BareFallback })),
    { Component: AppLayout, ErrorBoundary: RouteError, HydrateFallback: PageFallback, children: framed.map(route) },
  ];
}

function BareFallback() {
  return <div className="min-h-dvh bg-slate-950" />;
}
