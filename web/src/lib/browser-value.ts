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

const readOrigin = () => window.location.origin;
const hydrated = () => true;

/** This site's origin for links people copy or share ("https://hogaria.mx"); empty in the worker's render. */
export const useSiteOrigin = (): string => useBrowserValue(readOrigin, "");

/** False in the worker's render and while hydrating it, true from then on. */
export const useHydrated = (): boolean => useBrowserValue(hydrated, false);
