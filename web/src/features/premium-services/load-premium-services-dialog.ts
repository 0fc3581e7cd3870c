/** The dialog's chunk: loaded on first open (or early, e.g. on hover of the button that opens it). */
export const loadPremiumServicesDialog = () => import("./components/premium-services-dialog");
