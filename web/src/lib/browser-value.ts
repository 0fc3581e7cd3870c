import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * A value only the browser knows (the page's origin, the referrer), read during render:
 * `duringServerRender` in the worker's render and while hydrating its markup (so the two
 * match), the browser's value right after. `read` must return a primitive.
 */
export function useBrowserValue<T extends string | number | boolean | null>(read: () => T, duringServerRender: T): T {
  return useSyncExternalStore(noSubscription, read, () => duringServerRender);
}

const hydrated = () => true;

/**
 * A link to this site's `path` ("https://hogaria.mx/propiedad/…"), for what the person
 * shares or sends. Call it when they act (a click, a revealed contact), never while
 * rendering: a page-wide value that differs after hydrating re-renders the whole page.
 */
export const siteUrl = (path: string): string => `${window.location.origin}${path}`;

/** False in the worker's render and while hydrating it, true from then on. */
export const useHydrated = (): boolean => useBrowserValue(hydrated, false);
