import { serverStub } from "@web/lib/client-only";
/** The dialog's chunk (the form, its schema and Radix Dialog): loaded on first open, or early on hover/focus. */
export const loadCallRequestDialog = () =>
  import.meta.env.SSR ? serverStub<typeof import("./components/call-request-dialog")>() : import("./components/call-request-dialog");
