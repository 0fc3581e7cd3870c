import { useSyncExternalStore } from "react";

/**
 * Whether a dialog mounted once in the app layout is open, and what for: shared by whoever
 * opens it (a button anywhere on the page) and the dialog itself, whose code loads on first
 * open. Kept free of React components so any page can import a store cheaply.
 */
export type DialogState<Request> = {
  open: boolean;
  request: Request;
  /** Counts the openings: each one starts the dialog afresh. */
  seq: number;
};

export type DialogStore<Request> = {
  /** Opens the dialog about `request`. Focus returns to `opener` (or whatever had it) on close. */
  open(request: Request, opener?: HTMLElement | null): void;
  close(): void;
  /** The element to focus once the dialog has closed, if it is still on the page. */
  takeReturnFocus(): HTMLElement | null;
  /** The state now, outside React (e.g. in an API error handler). */
  current(): DialogState<Request>;
  /** Re-renders when the dialog opens, closes or changes what it is about. */
  useSnapshot(): DialogState<Request>;
  /** Re-renders only when the dialog opens or closes. */
  useOpen(): boolean;
};

export function createDialogStore<Request>(initialRequest: Request): DialogStore<Request> {
  const closed: DialogState<Request> = { open: false, request: initialRequest, seq: 0 };
  let state = closed;
  /** Where focus goes back to when the dialog closes (the button that opened it). */
  let returnFocusTo: HTMLElement | null = null;
  const listeners = new Set<() => void>();

  function set(next: DialogState<Request>) {
    state = next;
    for (const listener of listeners) listener();
  }

  function subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }

  return {
    open(request, opener) {
      returnFocusTo = opener ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
      set({ open: true, request, seq: state.seq + 1 });
    },
    close() {
      if (!state.open) return;
      set({ ...state, open: false });
    },
    takeReturnFocus() {
      const element = returnFocusTo;
      returnFocusTo = null;
      return element?.isConnected ? element : null;
    },
    current: () => state,
    // The server never opens a dialog: its snapshot is the closed one.
    useSnapshot: () =>
      useSyncExternalStore(
        subscribe,
        () => state,
        () => closed,
      ),
    useOpen: () =>
      useSyncExternalStore(
        subscribe,
        () => state.open,
        () => false,
      ),
  };
}
