import { startTransition, StrictMode, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { Providers } from "./app/providers";
import { createQueryClient } from "./app/query-client";
import { createAppRouter } from "./app/router";
import { readPageState, restorePageState } from "./app/page-state";
import { takeOverEarlyInput } from "./app/early-input-replay";
import { markFirstRenderCommitted } from "./lib/browser-value";
import { splitLangPath } from "@domain/i18n/lang";

/**
 * `<html data-app-ready>` once the app has taken over the page (hydrated, or rendered):
 * from then on its buttons and fields answer, and what the visitor did before is replayed
 * (early-input-replay.ts). The e2e tests wait for it after each load.
 */
function ReadyMark() {
  useEffect(() => {
    markFirstRenderCommitted();
    takeOverEarlyInput();
  }, []);
  return null;
}

const root = document.getElementById("root");
if (!root) throw new Error("Missing #root element");

// A page the worker rendered carries its data and who it was rendered for: the browser
// hydrates that markup with the same data (nothing is fetched again). The app's shell
// (signed-in areas, `npm run dev`) is rendered here from scratch. boot.ts decides when this
// module loads.
async function start(root: HTMLElement) {
  const state = readPageState();
  const queryClient = createQueryClient();
  if (state) restorePageState(queryClient, state);
  const router = await createAppRouter({ hydrating: state !== null });
  const app = (
    <StrictMode>
      <Providers queryClient={queryClient} auth={state?.auth} lang={splitLangPath(window.location.pathname).lang}>
        <RouterProvider router={router} />
        <ReadyMark />
      </Providers>
    </StrictMode>
  );
  // As a transition, hydration is done in slices of a few milliseconds: the page stays
  // scrollable and a tap is not held behind one long task.
  if (state) startTransition(() => void hydrateRoot(root, app));
  else {
    // Nothing to match: what only the browser knows shows from the first render.
    markFirstRenderCommitted();
    createRoot(root).render(app);
  }
}

void start(root);
