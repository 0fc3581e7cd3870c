import { serverStub } from "@web/lib/client-only";
/** The "Reportar anuncio" dialog's chunk (form, schema, Radix Dialog): loaded on first open, or early on hover/focus. */
export const loadReportDialog = () =>
  import.meta.env.SSR ? serverStub<typeof import("./components/report-listing-dialog")>() : import("./components/report-listing-dialog");
