import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { setUnauthorizedHandler } from "@web/lib/api-client";
import { useAuth } from "@web/lib/auth/auth-context";
import { loginUrlFor } from "@web/lib/auth/redirect";

/**
 * A call that needs a session answered 401 (the session ended): forget the user and go
 * to /login, which brings the person back here after signing in. The auth calls
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
        void refresh().then(() => navigate(loginUrlFor(here.current), { replace: true }));
      }),
    [refresh, navigate],
  );
  return null;
}
