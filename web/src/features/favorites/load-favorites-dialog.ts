/** The dialog's chunk: loaded on first open, or early on hover/focus of a heart. */
export const loadFavoritesDialog = () => import("./components/favorites-dialog");
