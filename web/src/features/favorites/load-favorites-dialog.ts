import { serverStub } from "@web/lib/client-only";
/** The dialog's chunk: loaded on first open, or early on hover/focus of a heart. */
export const loadFavoritesDialog = () =>
  import.meta.env.SSR ? serverStub<typeof import("./components/favorites-dialog")>() : import("./components/favorites-dialog");
