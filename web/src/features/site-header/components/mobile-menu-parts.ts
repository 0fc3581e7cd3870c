// What the phone menu's parts share.

/** The menu's <dialog>, which "Abrir menú" opens by its id. */
export const MOBILE_MENU_ID = "menu-movil";

/** A row of the phone menu: a link or a button as tall as a thumb. */
export const MENU_ROW_CLASSES = "flex min-h-11 items-center rounded-lg px-3 text-base text-slate-700 hover:bg-slate-50 hover:text-slate-900";

/** Closes the phone menu before an action that leaves it (the favourites sheet, signing out). */
export function closeMobileMenu(): void {
  (document.getElementById(MOBILE_MENU_ID) as HTMLDialogElement | null)?.close();
}
