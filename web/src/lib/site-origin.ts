import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * This site's origin for links people copy or share ("https://hogaria.mx"). Empty in the
 * worker's render and while hydrating (the markup then matches), the real origin right after.
 */
export function useSiteOrigin(): string {
  return useSyncExternalStore(noSubscription, () => window.location.origin, () => "");
}
