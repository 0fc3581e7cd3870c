import { useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useWatch } from "react-hook-form";
import { Link2Off } from "lucide-react";
import { resetPasswordFormSchema } from "@domain/auth/schemas";
import { Button, buttonClasses } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { PasswordInput } from "@web/components/ui/password-input";
import { notify } from "@web/components/ui/toast";
import { AUTH_TOASTS } from "@domain/auth/auth-messages";
import { useAuth } from "@web/lib/auth/auth-context";
import { DEFAULT_AFTER_LOGIN } from "@web/lib/auth/redirect";
import { setServerFieldErrors } from "@web/lib/form-errors";
import { useSchemaForm } from "@web/lib/use-schema-form";
import { resetPassword } from "../api/password-reset";
import { ACCOUNT_TEXTS } from "@domain/auth/account-messages";
import { AUTH_PAGE_TEXT as T } from "@domain/auth/auth-text";
import { useText } from "@web/lib/i18n/lang-context";
import { useMessageIn } from "@web/lib/i18n/use-message-in";
import { errorDetail, isInvalidResetToken } from "../api/auth-errors";
import { AuthCard, AuthCardIcon } from "./auth-card";
import { PasswordRules } from "./password-rules";
import { pagePath } from "@domain/pages/page-routes";

/**
 * The password-reset screen: the e-mail's link opens /reset-password?token=…; a new
 * password and its confirmation; success signs this browser in and goes to /dashboard.
 * A missing, expired or used link says so and offers to ask for a new one.
 */
export function ResetPasswordFlow() {
  const [params] = useSearchParams();
  const token = params.get("token");
  const [linkInvalid, setLinkInvalid] = useState(!token || params.has("error"));
  if (!token || linkInvalid) return <InvalidLink />;
  return <ResetPasswordForm token={token} onInvalidLink={() => setLinkInvalid(true)} />;
}

function ResetPasswordForm({ token, onInvalidLink }: { token: string; onInvalidLink: () => void }) {
  const { refresh } = useAuth();
  const navigate = useNavigate();
  const { field, handleSubmit, setError, control, formState } = useSchemaForm(resetPasswordFormSchema, { password: "", confirmPassword: "" });
  const { errors, isSubmitting } = formState;
  const password = useWatch({ control, name: "password" });
  const t = useText();
  const m = useMessageIn();

  const onSubmit = handleSubmit(async ({ password: newPassword }) => {
    try {
      await resetPassword(token, newPassword);
    } catch (error) {
      notify.error(m(AUTH_TOASTS.passwordUpdateFailed), errorDetail(error));
      if (isInvalidResetToken(error)) onInvalidLink();
      else setServerFieldErrors(error, setError, (apiField) => (apiField === "newPassword" ? "password" : undefined));
      return;
    }
    await refresh(); // the worker signed this browser in with the new password
    notify.success(m(AUTH_TOASTS.passwordUpdated));
    void navigate(DEFAULT_AFTER_LOGIN, { replace: true });
  });

  return (
    <AuthCard title={t(T.newPasswordTitle)} description={t(T.newPasswordDescription)}>
      <form noValidate onSubmit={onSubmit} className="grid gap-5">
        <FormField label={t(T.newPassword)} error={m(errors.password?.message)} hint={<PasswordRules password={password} />}>
          {(c) => <PasswordInput {...c} {...field("password")} autoComplete="new-password" />}
        </FormField>
        <FormField label={t(T.confirmPassword)} error={m(errors.confirmPassword?.message)}>
          {(c) => <PasswordInput {...c} {...field("confirmPassword")} autoComplete="new-password" />}
        </FormField>
        <Button type="submit" size="lg" className="mt-1 w-full" busy={isSubmitting}>
          {t(T.savePassword)}
        </Button>
      </form>
    </AuthCard>
  );
}

function InvalidLink() {
  const t = useText();
  return (
    <AuthCard
      title={t(T.invalidLinkTitle)}
      icon={
        <AuthCardIcon tone="accent">
          <Link2Off aria-hidden="true" className="size-6" />
        </AuthCardIcon>
      }
      description={
        <>
          <p>{t(ACCOUNT_TEXTS).linkNoLongerValid}</p>
          <p className="mt-3 text-sm">{t(T.invalidLinkWhy)}</p>
        </>
      }
    >
      <div className="grid gap-3">
        <Link to={pagePath.forgotPassword} className={`${buttonClasses("primary", "lg")} w-full`}>
          {t(T.askNewLink)}
        </Link>
        <Link to={pagePath.login} className={`${buttonClasses("outline", "lg")} w-full`}>
          {t(T.backToLogin)}
        </Link>
      </div>
    </AuthCard>
  );
}
