import { AUTH_PAGE_TEXT as T, messageIn } from "@domain/auth/auth-text";
import { useLang, useText } from "@web/lib/i18n/lang-context";
import { useState } from "react";
import { pathInLang, splitLangPath } from "@domain/i18n/lang";
import type { AUTH_TOASTS } from "@domain/auth/auth-messages";
import { Button } from "@web/components/ui/button";
import { notify } from "@web/components/ui/toast";
import { useAuth } from "@web/lib/auth/auth-context";
import { errorDetail } from "../api/auth-errors";

type GoogleButtonProps = {
  /**
   * Where the person lands once Google sends them back: the page the form itself goes to
   * after signing in (a path on this site), with what they asked for before (?guardar=).
   */
  returnTo: string;
  /** The toast title when it fails: sign-in and sign-up each have their own. */
  failureTitle: typeof AUTH_TOASTS.googleSignInFailed | typeof AUTH_TOASTS.googleSignUpFailed;
  /** Tells the page this button is taking the person away (no redirect meanwhile). */
  onStart?: (started: boolean) => void;
  disabled?: boolean;
};

/** 'Continuar con Google': always shown; when Google is not set up the attempt fails with a toast. */
export function GoogleButton({ returnTo, failureTitle, onStart, disabled }: GoogleButtonProps) {
  const { signInWithGoogle } = useAuth();
  const [busy, setBusy] = useState(false);
  const t = useText();
  const lang = useLang();

  async function start() {
    setBusy(true);
    onStart?.(true);
    try {
      // Google sends the person back outside the router: to the page in this page's language.
      await signInWithGoogle(splitLangPath(returnTo).lang === lang ? returnTo : pathInLang(returnTo, lang)); // the browser leaves for Google
    } catch (error) {
      setBusy(false);
      onStart?.(false);
      const detail = errorDetail(error);
      notify.error(messageIn(failureTitle, lang), detail && messageIn(detail, lang));
    }
  }

  return (
    <Button variant="outline" size="lg" className="w-full" busy={busy} disabled={disabled} onClick={start}>
      {!busy && <GoogleMark />}
      {t(T.google)}
    </Button>
  );
}

/** Google's "G" in its own colours (brand artwork, like our logo). */
function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-5">
      <path fill="#4285F4" d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.7Z" />
      <path fill="#34A853" d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24Z" />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1Z" />
      <path fill="#EA4335" d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9Z" />
    </svg>
  );
}
