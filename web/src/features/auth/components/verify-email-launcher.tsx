import { lazy, Suspense } from "react";
import { useLocation } from "react-router";
import { useAuth } from "@web/lib/auth/auth-context";
import { verificationReturn } from "../api/email-verification";

const VerifyEmailBanner = lazy(() => import("./verify-email-banner"));

/**
 * Mounted once in the app layout, under the header: loads the e-mail confirmation banner
 * only for a signed-in person who needs it (an unconfirmed address, or just back from the
 * confirmation link), so everyone else's first paint carries none of it.
 */
export function VerifyEmailLauncher() {
  const { user } = useAuth();
  const { pathname, search } = useLocation();
  if (!user) return null;
  if (user.emailVerified !== false && verificationReturn(pathname, search) === null) return null;
  return (
    <Suspense fallback={null}>
      <VerifyEmailBanner />
    </Suspense>
  );
}
