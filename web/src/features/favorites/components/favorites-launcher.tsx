import { lazy, Suspense, useEffect, useState } from "react";
import { closeFavoritesDialog, registerFavoritesDialogPreload, useFavoritesDialog } from "@web/lib/favorites-dialog";
import { loadFavoritesDialog } from "../load-favorites-dialog";

const FavoritesDialog = lazy(loadFavoritesDialog);

/**
 * Mounted once in the app layout: the favourites dialog, whose code loads the first time
 * anyone opens it (a heart, 'Mis favoritas') or hovers a heart.
 */
export function FavoritesLauncher() {
  const { open, request } = useFavoritesDialog();
  const [loaded, setLoaded] = useState(open);
  if (open && !loaded) setLoaded(true);

  useEffect(() => {
    registerFavoritesDialogPreload(loadFavoritesDialog);
    return () => registerFavoritesDialogPreload(null);
  }, []);

  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <FavoritesDialog open={open} request={request} onClose={closeFavoritesDialog} />
    </Suspense>
  );
}
