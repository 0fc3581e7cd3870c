import { serverStub } from "@web/lib/client-only";
/** The "Enviar mensaje" dialog's chunk (the form, its schema and Radix Dialog): loaded on first open, or early on hover/focus. */
export const loadLeadMessageDialog = () =>
  import.meta.env.SSR ? serverStub<typeof import("./components/lead-message-dialog")>() : import("./components/lead-message-dialog");
