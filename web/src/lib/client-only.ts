import type { ComponentType } from "react";

/**
 * What a browser-only module is in the worker's bundle. Maps, dialogs and the toast viewport
 * mount only after an effect or a click, so the worker's render never reaches them; writing
 * their loader as `import.meta.env.SSR ? serverStub() : import("…")` leaves Leaflet, sonner
 * and the dialogs out of the worker (the worker's build defines import.meta.env.SSR as true,
 * the browser's as false).
 */
export function serverStub<T = { default: ComponentType<never> }>(): Promise<T> {
  return Promise.reject(new Error("A browser-only module was asked for while rendering in the worker"));
}
