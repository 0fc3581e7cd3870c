import { useCallback, useSyncExternalStore } from "react";

/**
 * Whether a CSS media query matches now; follows changes (rotation, resizing). In the
 * worker's render, and while hydrating it, `duringServerRender` (the render must match).
 */
export function useMediaQuery(query: string, duringServerRender = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => duringServerRender,
  );
}
