import { serverStub } from "@web/lib/client-only";
/** The dialog's chunk: loaded on first open (or early, e.g. on hover of the button that opens it). */
export const loadPremiumServicesDialog = () =>
  import.meta.env.SSR ? serverStub<typeof import("./components/premium-services-dialog")>() : import("./components/premium-services-dialog");
