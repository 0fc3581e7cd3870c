import { createBrowserRouter, matchRoutes, type DataRouter, type RouteObject } from "react-router";
import { buildRoutes } from "./routes";
import { pageModule } from "./page-modules";
import { LANG_BASENAME, splitLangPath } from "@domain/i18n/lang";

const routes = buildRoutes((id) => ({ lazy: { Component: async () => (await pageModule(id)()).default } }));

/**
 * The browser's router. When the worker rendered the page, the page's own module is loaded
 * before hydrating, so the first render is the page the HTML holds (not a loading state),
 * and the router is told it is hydrating (`hydrationData`): it then leaves the scroll where
 * the visitor has taken it while the code loaded, instead of sending them back to the top as
 * after a navigation. An English page runs the router under `/en` (its basename): the app's
 * links and navigations then stay in English without knowing it.
 */
export async function createAppRouter({ hydrating }: { hydrating: boolean }): Promise<DataRouter> {
  const { lang, path } = splitLangPath(window.location.pathname);
  const basename = LANG_BASENAME[lang] || undefined;
  if (!hydrating) return createBrowserRouter(routes, { basename });
  await resolvePagesAt(routes, path);
  return createBrowserRouter(routes, { basename, hydrationData: { loaderData: {} } });
}

async function resolvePagesAt(tree: RouteObject[], pathname: string) {
  const matches = matchRoutes(tree, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const lazy = route.lazy;
      if (!lazy || typeof lazy === "function" || !lazy.Component) return;
      route.Component = await lazy.Component();
      delete route.lazy;
    }),
  );
}
