/** The "Enviar mensaje" dialog's chunk (the form, its schema and Radix Dialog): loaded on first open, or early on hover/focus. */
export const loadLeadMessageDialog = () => import("./components/lead-message-dialog");
