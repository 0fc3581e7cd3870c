import { startTransition, useEffect, useState } from "react";
import { useHydrated } from "./browser-value";

/**
 * A module the page can do without until the browser is idle (the header's menus: Radix and
 * its positioning code). The worker renders the part's stand-in, and so does hydration; the
 * real part replaces it once `load()` has run. A React.lazy boundary would instead render the
 * real part in the worker and leave it dead (no handlers) in the browser until its chunk
 * arrives, and a click in that window is lost. After the first page, a loaded module renders
 * at once.
 */
export function afterHydrationModule<M>(importModule: () => Promise<M>) {
  let loaded: M | undefined;
  let pending: Promise<M> | undefined;
  const listeners = new Set<() => void>();

  const load = (): Promise<M> =>
    (pending ??= importModule().then((module) => {
      loaded = module;
      for (const listener of listeners) listener();
      return module;
    }));

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };

  /**
   * The module once loaded; undefined in the worker, while hydrating and until it arrives.
   * Its arrival renders the real part as a transition, in slices between the browser's
   * frames, not in one task that a tap would wait behind.
   */
  const useModule = (): M | undefined => {
    const hydrated = useHydrated();
    const [, setArrived] = useState(false);
    useEffect(() => {
      const arrived = () => startTransition(() => setArrived(true));
      const unsubscribe = subscribe(arrived);
      if (loaded !== undefined) arrived(); // it came between the render and this effect
      return unsubscribe;
    }, []);
    return hydrated ? loaded : undefined;
  };

  return { load, useModule };
}
