import { createDialogStore } from "./dialog-store";

/**
 * Whether the call-request dialog is open, shared by whoever opens it (the floating call
 * button, a property's contact) and the dialog itself (features/call-request), whose code
 * loads on first open. Kept free of the dialog so any page can import it cheaply.
 */
const store = createDialogStore<null>(null);

/** Opens the dialog. Focus returns to the element that had it (or `opener`) on close. */
export function openCallRequest(opener?: HTMLElement | null): void {
  store.open(null, opener);
}

export const closeCallRequest = store.close;

/** The element to focus once the dialog has closed, if it is still on the page. */
export const takeCallRequestReturnFocus = store.takeReturnFocus;

/** Re-renders when the dialog opens or closes. */
export const useCallRequestOpen = store.useOpen;
