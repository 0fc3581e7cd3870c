import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { MailWarning } from "lucide-react";
import { ACCOUNT_TEXTS } from "@domain/auth/account-messages";
import { AUTH_PAGE_TEXT } from "@domain/auth/auth-text";
import { useText } from "@web/lib/i18n/lang-context";
import { Button } from "@web/components/ui/button";
import { Container } from "@web/components/ui/container";
import { notify } from "@web/components/ui/toast";
import { useAuth } from "@web/lib/auth/auth-context";
import { errorDetail } from "../api/auth-errors";
import { searchWithoutVerification, sendVerificationEmail, verificationReturn } from "../api/email-verification";

/**
 * Under the header on every page while the signed-in person's address is unconfirmed, with
 * 'Reenviar correo'. Also reads what the confirmation link reports on /dashboard
 * (`?verificado=1` or `?error=`): one toast, a fresh profile, and the address cleaned up.
 */
export default function VerifyEmailBanner() {
  const { user, refresh } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const outcome = verificationReturn(location.pathname, location.search);
  // Until the profile is read again after a confirmation, it still says "unconfirmed".
  const [confirming, setConfirming] = useState(false);
  const handled = useRef<string | null>(null);
  const text = useText()(ACCOUNT_TEXTS);

  useEffect(() => {
    // Signed out, the page sends the person to /login and back here with the same address.
    if (!outcome || !user || handled.current === location.key) return;
    handled.current = location.key;
    if (outcome === "verified") {
      notify.success(text.verified);
      setConfirming(true);
      void refresh().finally(() => setConfirming(false));
    } else {
      notify.error(text.linkNoLongerValid);
    }
    void navigate(
      { pathname: location.pathname, search: searchWithoutVerification(location.search), hash: location.hash },
      { replace: true, state: location.state },
    );
  }, [outcome, user, location, navigate, refresh, text]);

  if (!user || user.emailVerified !== false || confirming || outcome === "verified") return null;
  return <Banner email={user.email} />;
}

function Banner({ email }: { email: string }) {
  const [sending, setSending] = useState(false);
  const t = useText();
  const text = t(ACCOUNT_TEXTS);

  async function resend() {
    setSending(true);
    try {
      await sendVerificationEmail(email);
      notify.success(text.verifyResent);
    } catch (error) {
      notify.error(t(AUTH_PAGE_TEXT.resendFailed), errorDetail(error));
    } finally {
      setSending(false);
    }
  }

  return (
    <div role="status" className="border-b border-accent-200 bg-accent-50">
      <Container className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-6">
        <div className="flex min-w-0 items-start gap-3">
          <MailWarning aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-700" />
          <div className="min-w-0 text-sm">
            <p className="font-semibold text-slate-900">{text.verifyBannerTitle}</p>
            <p className="mt-0.5 text-pretty wrap-anywhere text-slate-700">{text.verifyBannerBody(email)}</p>
          </div>
        </div>
        <Button variant="outline" busy={sending} onClick={() => void resend()} className="ml-8 self-start sm:ml-0 sm:self-auto">
          {text.verifyResend}
        </Button>
      </Container>
    </div>
  );
}
