import { Heart } from "@web/components/icons/card-icons";
import { isAgentRole } from "@domain/auth/roles";
import { useAuth } from "@web/lib/auth/auth-context";
import { openFavoritesDialog, preloadFavoritesDialog } from "@web/lib/favorites-dialog";
import { cn } from "@web/lib/cn";
import { useSavedListing } from "@web/lib/saved-listings";
import { buttonClasses } from "./ui/button";
import { SAVE_BUTTON_TEXTS } from "@domain/favorites/save-button-texts";
import { useText } from "@web/lib/i18n/lang-context";

export type SavePropertyButtonProps = {
  /** The listing to save (its id and title, e.g. a PropertyCard or a PropertyDetail). */
  property: { id: string; title: string };
  /**
   * 'overlay': a round heart for a photo's corner (result cards: PropertyCard's `action`).
   * 'labeled': an outline button with the heart and a word (the listing page).
   */
  variant?: "overlay" | "labeled";
  className?: string;
};

/**
 * The save (heart) button: opens the favourites dialog in add mode for this listing.
 * Signed out, the dialog asks to sign in ('Inicia sesión') and the page finishes the save
 * once the person is back (lib/save-intent.ts); agents and agencies save to a client
 * instead of a list.
 */
export function SavePropertyButton({ property, variant = "overlay", className }: SavePropertyButtonProps) {
  const { user } = useAuth();
  const agent = user !== null && isAgentRole(user.role);
  // Filled once the page is the app's, from the one list of saved ids (lib/saved-listings.ts).
  const isSaved = useSavedListing(property.id);
  const t = useText();
  const texts = SAVE_BUTTON_TEXTS;

  const action = t(agent ? texts.addToClient : isSaved ? texts.savedInFavorites : texts.saveToFavorites);
  const open = (event: { currentTarget: HTMLButtonElement }) =>
    openFavoritesDialog({ mode: "add", property: { id: property.id, title: property.title } }, event.currentTarget);

  if (variant === "labeled") {
    const word = t(agent ? texts.addToClientShort : isSaved ? texts.saved : texts.save);
    return (
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={`${word}: ${property.title}`}
        onPointerEnter={preloadFavoritesDialog}
        onFocus={preloadFavoritesDialog}
        onClick={open}
        // Wide enough for 'Guardada' from the start: the word changes after hydration, its neighbours do not move.
        className={cn(
          buttonClasses("outline", "md"),
          !agent && "min-w-34",
          isSaved && "border-accent-200! bg-accent-50! text-accent-800! hover:bg-accent-100!",
          className,
        )}
      >
        <Heart aria-hidden="true" className={cn("size-5", isSaved ? "fill-accent-600 text-accent-600" : "text-slate-600")} />
        {word}
      </button>
    );
  }

  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-label={`${action}: ${property.title}`}
      title={action}
      onPointerEnter={preloadFavoritesDialog}
      onFocus={preloadFavoritesDialog}
      onClick={open}
      className={cn(
        "inline-flex size-11 cursor-pointer items-center justify-center rounded-full bg-white/95 text-slate-700 shadow-card ring-1 ring-slate-900/5 backdrop-blur transition",
        "hover:scale-105 hover:bg-white hover:text-accent-700 active:scale-95",
        className,
      )}
    >
      <Heart aria-hidden="true" className={cn("size-5 transition-colors", isSaved && "fill-accent-600 text-accent-600")} />
    </button>
  );
}
