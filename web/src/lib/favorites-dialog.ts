import { useSyncExternalStore } from "react";

/**
 * Whether the favourites dialog is open and what for, shared by whoever opens it (the save
 * button on cards and listings, 'Mis favoritas' in the header) and the dialog itself
 * (features/favorites, mounted once in the app layout), whose code loads on first open.
 * Kept free of the dialog so any page can import it cheaply.
 */

/** The listing the dialog is about (add mode). */
export type FavoritesProperty = { id: string; title: string };

export type FavoritesDialogRequest = { mode: "add"; property: FavoritesProperty } | { mode: "view" };

export type FavoritesDialogState = {
  open: boolean;
  request: FavoritesDialogRequest;
  /** Counts the openings: each one starts from the first view. */
  seq: number;
};

let state: FavoritesDialogState = { open: false, request: { mode: "view" }, seq: 0 };
/** Where focus goes back to when the dialog closes (the button that opened it). */
let returnFocusTo: HTMLElement | null = null;
let preload: (() => unknown) | null = null;
const listeners = new Set<() => void>();

function set(next: FavoritesDialogState) {
  state = next;
  for (const listener of listeners) listener();
}

/**
 * Opens the dialog: `{ mode: 'add', property }` to save a listing in a list (or a client's
 * list, for agents), `{ mode: 'view' }` to browse the lists ('Mis favoritas').
 * Focus returns to `opener` (or whatever had it) on close.
 */
export function openFavoritesDialog(request: FavoritesDialogRequest, opener?: HTMLElement | null): void {
  returnFocusTo = opener ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
  set({ open: true, request, seq: state.seq + 1 });
}

export function closeFavoritesDialog(): void {
  if (!state.open) return;
  set({ ...state, open: false });
}

/** The element to focus once the dialog has closed, if it is still on the page. */
export function takeFavoritesReturnFocus(): HTMLElement | null {
  const element = returnFocusTo;
  returnFocusTo = null;
  return element?.isConnected ? element : null;
}

/** The dialog's host registers how to fetch its code, so a hover on a heart can start it early. */
export function registerFavoritesDialogPreload(load: (() => unknown) | null): void {
  preload = load;
}

export function preloadFavoritesDialog(): void {
  preload?.();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Re-renders when the dialog opens, closes or changes what it is about. */
export function useFavoritesDialog(): FavoritesDialogState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}
