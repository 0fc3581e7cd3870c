import type { FavoriteList } from "@domain/favorites/favorites";
import { createDialogStore, type DialogState } from "./dialog-store";

/**
 * Whether the favourites dialog is open and what for, shared by whoever opens it (the save
 * button on cards and listings, 'Mis favoritas' in the header) and the dialog itself
 * (features/favorites, mounted once in the app layout), whose code loads on first open.
 * Kept free of the dialog so any page can import it cheaply.
 */

/** The listing the dialog is about (add mode). */
export type FavoritesProperty = { id: string; title: string };

/** `list`: open straight on that list's properties (from the buyer's dashboard), with the way back to all lists. */
export type FavoritesDialogRequest = { mode: "add"; property: FavoritesProperty } | { mode: "view"; list?: FavoriteList };

export type FavoritesDialogState = DialogState<FavoritesDialogRequest>;

const store = createDialogStore<FavoritesDialogRequest>({ mode: "view" });
let preload: (() => unknown) | null = null;

/**
 * Opens the dialog: `{ mode: 'add', property }` to save a listing in a list (or a client's
 * list, for agents), `{ mode: 'view' }` to browse the lists ('Mis favoritas'), `{ mode: 'view', list }`
 * to open one list.
 * Focus returns to `opener` (or whatever had it) on close.
 */
export function openFavoritesDialog(request: FavoritesDialogRequest, opener?: HTMLElement | null): void {
  store.open(request, opener);
}

export const closeFavoritesDialog = store.close;

/** The listing the open dialog is saving (add mode), if any: a session that ends meanwhile carries it through sign-in. */
export function favoritesSaveInProgress(): string | null {
  const { open, request } = store.current();
  return open && request.mode === "add" ? request.property.id : null;
}

/** The element to focus once the dialog has closed, if it is still on the page. */
export const takeFavoritesReturnFocus = store.takeReturnFocus;

/** The dialog's host registers how to fetch its code, so a hover on a heart can start it early. */
export function registerFavoritesDialogPreload(load: (() => unknown) | null): void {
  preload = load;
}

export function preloadFavoritesDialog(): void {
  preload?.();
}

/** Re-renders when the dialog opens, closes or changes what it is about. */
export const useFavoritesDialog = store.useSnapshot;
