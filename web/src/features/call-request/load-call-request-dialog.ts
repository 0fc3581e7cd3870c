/** The dialog's chunk (the form, its schema and Radix Dialog): loaded on first open, or early on hover/focus. */
export const loadCallRequestDialog = () => import("./components/call-request-dialog");
