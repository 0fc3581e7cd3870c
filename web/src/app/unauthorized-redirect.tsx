import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { setUnauthorizedHandler } from "@web/lib/api-client";
import { useAuth } from "@web/lib/auth/auth-context";
import { loginUrlFor } from "@web/lib/auth/redirect";
import { closeFavoritesDialog, favoritesSaveInProgress } from "@web/lib/favorites-dialog";
import { withSaveIntent } from "@web/lib/save-intent";

/**
 * A call that needs a session answered 401 (the session ended): forget the user and go
 * to /login, which brings the person back here after signing in (with the save the
 * favourites dialog was making, ?guardar=). The auth calls
 * themselves (session check, profile, sign-in) opt out of this.
 */
export function UnauthorizedRedirect() {
  const { refresh } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef(location);
  useEffect(() => {
    here.current = location;
  }, [location]);

  useEffect(
    () =>
      setUnauthorizedHandler(() => {
        // A save under way (the favourites dialog for a listing) is finished after signing in.
        const saving = favoritesSaveInProgress();
        if (saving) closeFavoritesDialog();
        const back = saving ? withSaveIntent(here.current, saving) : here.current;
        void refresh().then(() => navigate(loginUrlFor(back), { replace: true }));
      }),
    [refresh, navigate],
  );
  return null;
}
