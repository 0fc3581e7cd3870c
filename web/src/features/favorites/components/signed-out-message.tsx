import { Link, useLocation } from "react-router";
import { Heart, LogIn } from "lucide-react";
import { buttonClasses } from "@web/components/ui/button";
import { DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { loginUrlFor, registerUrlFor } from "@web/lib/auth/redirect";
import { withSaveIntent } from "@web/lib/save-intent";
import { FAVORITES_TEXT as T } from "@domain/favorites/favorites-text";
import { useText } from "@web/lib/i18n/lang-context";

/**
 * Signed out: saving favourites needs an account ('Inicia sesión'). Signing in (or creating
 * the account) brings the person back to this page; when a heart opened the dialog, the way
 * back carries the listing (?guardar=) so the page finishes that save (ResumeSaveIntent).
 */
export function SignedOutMessage({ propertyId, onNavigate }: { propertyId: string | null; onNavigate: () => void }) {
  const t = useText();
  const location = useLocation();
  const back = propertyId ? withSaveIntent(location, propertyId) : location;
  return (
    <div className="pt-2 text-center">
      <span className="mx-auto mb-4 flex size-14 items-center justify-center rounded-2xl bg-accent-50 text-accent-700">
        <Heart aria-hidden="true" className="size-7" />
      </span>
      <DialogTitle className="text-xl">{t(T.signInTitle)}</DialogTitle>
      <DialogDescription className="mx-auto mt-2 max-w-sm text-base text-pretty">
        {t(propertyId ? T.signInToSaveThis : T.signInToSave)}
      </DialogDescription>
      <div className="mt-6 grid gap-2 sm:grid-cols-2">
        <Link to={loginUrlFor(back)} onClick={onNavigate} className={buttonClasses("primary", "lg")}>
          <LogIn aria-hidden="true" className="size-5" />
          {t(T.signIn)}
        </Link>
        <Link to={registerUrlFor(back)} onClick={onNavigate} className={buttonClasses("outline", "lg")}>
          {t(T.createAccount)}
        </Link>
      </div>
    </div>
  );
}
