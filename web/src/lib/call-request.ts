import { useSyncExternalStore } from "react";

/**
 * Whether the call-request dialog is open, shared by whoever opens it (the floating call
 * button, a property's contact) and the dialog itself (features/call-request), whose code
 * loads on first open. Kept free of the dialog so any page can import it cheaply.
 */
let open = false;
/** Where focus goes back to when the dialog closes (the button that opened it). */
let returnFocusTo: HTMLElement | null = null;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** Opens the dialog. Focus returns to the element that had it (or `opener`) on close. */
export function openCallRequest(opener?: HTMLElement | null): void {
  returnFocusTo = opener ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
  if (open) return;
  open = true;
  emit();
}

export function closeCallRequest(): void {
  if (!open) return;
  open = false;
  emit();
}

/** The element to focus once the dialog has closed, if it is still on the page. */
export function takeCallRequestReturnFocus(): HTMLElement | null {
  const element = returnFocusTo;
  returnFocusTo = null;
  return element?.isConnected ? element : null;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Re-renders when the dialog opens or closes. */
export function useCallRequestOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}
