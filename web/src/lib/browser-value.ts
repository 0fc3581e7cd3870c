import { startTransition, useEffect, useState } from "react";

/**
 * Whether the app's first render has committed: the hydration of the worker's markup, or the
 * shell's first render. A component mounted later (a page reached in the browser) reads the
 * browser at once; one hydrated from the worker's markup switches right after.
 */
let firstRenderCommitted = false;

/** Called once the app's first render has committed (main.tsx). */
export function markFirstRenderCommitted(): void {
  firstRenderCommitted = true;
}

/**
 * Whether this component may show what only the browser knows: false in the worker's render
 * and while hydrating it (so the two match), true from the render after. The switch after
 * hydrating is a transition, rendered in slices between the browser's frames: a value read
 * with useSyncExternalStore would instead re-render every such component (each card's
 * heart, the page's head) in one task right after hydration, a task a tap would wait behind.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(firstRenderCommitted);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

/**
 * A value only the browser knows (the page's origin, the referrer), read during render:
 * `duringServerRender` in the worker's render and while hydrating its markup (so the two
 * match), the browser's value from the render after (see useHydrated). `read` must be cheap
 * and return a primitive.
 */
export function useBrowserValue<T extends string | number | boolean | null>(read: () => T, duringServerRender: T): T {
  return useHydrated() ? read() : duringServerRender;
}

/**
 * A link to this site's `path` ("https://hogaria.mx/propiedad/…"), for what the person
 * shares or sends. Call it when they act (a click, a revealed contact), never while
 * rendering: a page-wide value that differs after hydrating re-renders the whole page.
 */
export const siteUrl = (path: string): string => `${window.location.origin}${path}`;
