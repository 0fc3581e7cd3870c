import { AUTH_PAGE_TEXT as T, messageIn } from "@domain/auth/auth-text";
import { useLang, useText } from "@web/lib/i18n/lang-context";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { MailCheck } from "lucide-react";
import { forgotPasswordSchema } from "@domain/auth/schemas";
import { Button, buttonClasses } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { notify } from "@web/components/ui/toast";
import { AUTH_TOASTS } from "@domain/auth/auth-messages";
import { setServerFieldErrors } from "@web/lib/form-errors";
import { requestPasswordReset } from "../api/password-reset";
import { errorDetail } from "../api/auth-errors";
import { AuthCard, AuthCardIcon } from "./auth-card";
import { EMAIL_FIELD_TEXT } from "@web/lib/email-field";
import { pagePath } from "@domain/pages/page-routes";

type ForgotValues = { email: string };

/**
 * Two views: the form, then the 'Email Enviado' confirmation, from which
 * 'Intentar de nuevo' goes back to the form. The worker answers the same for any e-mail.
 */
export function ForgotPasswordFlow() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const lang = useLang();
  const t = useText();
  const {
    register,
    handleSubmit,
    clearErrors,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ForgotValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: "" },
    reValidateMode: "onSubmit",
  });

  // Coming back from the confirmation: focus the e-mail they typed.
  const cameBack = useRef(false);
  useEffect(() => {
    if (sentTo === null && cameBack.current) setFocus("email");
  }, [sentTo, setFocus]);

  if (sentTo !== null) {
    return (
      <EmailSent
        email={sentTo}
        onRetry={() => {
          cameBack.current = true;
          setSentTo(null);
        }}
      />
    );
  }

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await requestPasswordReset(email);
    } catch (error) {
      setServerFieldErrors(error, setError, (apiField) => (apiField === "email" ? "email" : undefined));
      notify.error(messageIn(AUTH_TOASTS.resetEmailFailed, lang), errorDetail(error));
      return;
    }
    notify.success(messageIn(AUTH_TOASTS.resetEmailSent, lang));
    setSentTo(email);
  });

  return (
    <AuthCard title={t(T.forgot)} description={t(T.forgotDescription)} footer={<BackToLogin />}>
      <form noValidate onSubmit={onSubmit} className="grid gap-5">
        <FormField label={t(EMAIL_FIELD_TEXT.label)} error={errors.email?.message && messageIn(errors.email.message, lang)}>
          {(c) => (
            <Input
              {...c}
              {...register("email", { onChange: () => clearErrors("email") })}
              type="email"
              inputMode="email"
              autoComplete="email"
              placeholder={t(EMAIL_FIELD_TEXT.placeholder)}
            />
          )}
        </FormField>
        <Button type="submit" size="lg" className="mt-1 w-full" busy={isSubmitting}>
          {t(T.sendLink)}
        </Button>
      </form>
    </AuthCard>
  );
}

function EmailSent({ email, onRetry }: { email: string; onRetry: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const t = useText();
  useEffect(() => heading.current?.focus(), []);
  return (
    <AuthCard
      title={t(T.emailSentHeading)}
      headingRef={heading}
      icon={
        <AuthCardIcon>
          <MailCheck aria-hidden="true" className="size-6" />
        </AuthCardIcon>
      }
      description={
        <>
          <p>
            {t(T.checkInbox)} <strong className="font-semibold wrap-anywhere text-slate-900">{email}</strong>
            {t(T.checkInboxRest)}
          </p>
          <p className="mt-3 text-sm">{t(T.checkSpam)}</p>
        </>
      }
    >
      <div className="grid gap-3">
        <Link to={pagePath.login} className={`${buttonClasses("primary", "lg")} w-full`}>
          {t(T.backToLogin)}
        </Link>
        <Button variant="outline" size="lg" className="w-full" onClick={onRetry}>
          {t(T.tryAgain)}
        </Button>
      </div>
    </AuthCard>
  );
}

function BackToLogin() {
  const t = useText();
  return (
    <>
      {t(T.remembered)}{" "}
      <Link to={pagePath.login} className="font-semibold text-primary-700 underline-offset-4 hover:underline">
        {t(T.backToLogin)}
      </Link>
    </>
  );
}
