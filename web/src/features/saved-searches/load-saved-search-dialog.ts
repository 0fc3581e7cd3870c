import { serverStub } from "@web/lib/client-only";

/** The save / edit dialog's chunk (the form, its zod schema, Radix Dialog): loaded on first open, or early on hover/focus. */
export const loadSavedSearchDialog = () =>
  import.meta.env.SSR ? serverStub<typeof import("./components/saved-search-dialog")>() : import("./components/saved-search-dialog");
