import { hydrate, type DehydratedState, type QueryClient, type QueryKey } from "@tanstack/react-query";
import { ApiError } from "@web/lib/api-client";
import type { KnownAuth } from "@web/lib/auth/auth-context";
import { LISTING_GONE } from "@domain/properties/availability-messages";
import { PAGE_STATE_ELEMENT_ID } from "@domain/pages/page-document";
import { jsonInScript } from "@domain/text/escape";

/**
 * What the worker hands the browser with a page it rendered: the data the page showed (the
 * query cache), the addresses it found gone (a listing or link: the page shows its 'no
 * longer available' state), and who it rendered for. Sent as JSON in a non-executable
 * script element (the content security policy allows no inline scripts).
 */
export type PageState = { queries: DehydratedState; gone: QueryKey[]; auth: KnownAuth };

/** The element's markup, written with jsonInScript so no text in the data can close the element. */
export function pageStateScript(state: PageState): string {
  const json = jsonInScript(state);
  return `<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${json}</script>`;
}

/** The state the worker sent with this page, or null when the page is the app's shell. */
export function readPageState(): PageState | null {
  const text = document.getElementById(PAGE_STATE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PageState;
  } catch {
    return null;
  }
}

/** Fills a cache with what the page state carries (in the worker before rendering, in the browser before hydrating). */
export function restorePageState(queryClient: QueryClient, state: Pick<PageState, "queries" | "gone">) {
  hydrate(queryClient, state.queries);
  for (const key of state.gone) markGone(queryClient, key);
}

/** A query whose answer was 'not found': the page renders its 'no longer available' state. */
export function markGone(queryClient: QueryClient, queryKey: QueryKey, message: string = LISTING_GONE) {
  queryClient
    .getQueryCache()
    .build(queryClient, { queryKey })
    // Answered just now: not asked again while fresh (the page shows its 'gone' state at once).
    .setState({
      status: "error",
      fetchStatus: "idle",
      error: new ApiError(404, "not_found", message),
      errorUpdatedAt: Date.now(),
      dataUpdatedAt: Date.now(),
    });
}
