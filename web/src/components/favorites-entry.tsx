import { Heart } from "lucide-react";
import { isAgentRole } from "@domain/auth/roles";
import { useAuth } from "@web/lib/auth/auth-context";
import { openFavoritesDialog, preloadFavoritesDialog } from "@web/lib/favorites-dialog";
import { HEADER_TEXT } from "@domain/pages/shell-text";
import { useText } from "@web/lib/i18n/lang-context";
import { MenuItem } from "./ui/menu";

/** Opens the dialog once the menu (or sheet) that held the entry has closed and handed focus back. */
function openLater() {
  window.setTimeout(() => openFavoritesDialog({ mode: "view" }), 0);
}

/** 'Mis favoritas' is for signed-in people searching (no_agente) only; agents and agencies reach the same lists as clients. */
function useShowsFavorites(): boolean {
  const { user } = useAuth();
  return user !== null && !isAgentRole(user.role);
}

/** 'Mis favoritas' in the avatar menu: opens the favourites dialog in view mode. */
export function FavoritesMenuItem() {
  const t = useText();
  if (!useShowsFavorites()) return null;
  return (
    <MenuItem onSelect={openLater} onPointerEnter={preloadFavoritesDialog} onFocus={preloadFavoritesDialog}>
      <Heart aria-hidden="true" className="size-4 text-slate-500" />
      {t(HEADER_TEXT.favorites)}
    </MenuItem>
  );
}

/** 'Mis favoritas' in the phone menu sheet; `onOpen` closes the sheet first. */
export function FavoritesSheetButton({ className, onOpen }: { className?: string; onOpen: () => void }) {
  const t = useText();
  if (!useShowsFavorites()) return null;
  return (
    <button
      type="button"
      onClick={() => {
        onOpen();
        openLater();
      }}
      className={className}
    >
      <Heart aria-hidden="true" className="size-5 text-slate-500" />
      {t(HEADER_TEXT.favorites)}
    </button>
  );
}
