import { useEffect, useRef, type ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import type { Role } from "@domain/auth/roles";
import { useAuth } from "@web/lib/auth/auth-context";
import { loginUrlFor } from "@web/lib/auth/redirect";
import { COMMON_UI_TEXT } from "@domain/pages/common-ui-text";
import { useLang } from "@web/lib/i18n/lang-context";
import { PageSkeleton } from "./page-skeleton";

type RequireAuthProps = {
  /** Who may see the page; any signed-in person when left out. */
  roles?: readonly Role[];
  children: ReactNode;
};

/**
 * The route guard of the signed-in areas. Signed out → /login?redirect=<this page>, and back here after
 * signing in; signed in with another role → /. While the session is being checked it shows
 * a skeleton, never a flash of the login page. Logging out on a guarded page goes to /.
 */
export function RequireAuth({ roles, children }: RequireAuthProps) {
  const { user, loading, loggedOut } = useAuth();
  const location = useLocation();
  const lang = useLang();
  // Whether this page was showing to a signed-in person (so a logout here goes home).
  const wasShown = useRef(false);
  useEffect(() => {
    if (user) wasShown.current = true;
  }, [user]);

  if (loading) return <PageSkeleton label={COMMON_UI_TEXT.checkingSession[lang]} />;
  if (!user) return <Navigate to={loggedOut && wasShown.current ? "/" : loginUrlFor(location)} replace />;
  if (roles && !roles.includes(user.role)) return <Navigate to="/" replace />;
  return children;
}
