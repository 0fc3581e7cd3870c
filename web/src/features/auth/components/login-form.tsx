import { AUTH_PAGE_TEXT as T, messageIn } from "@domain/auth/auth-text";
import { useLang, useText } from "@web/lib/i18n/lang-context";
import { useState } from "react";
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from "react-router";
import { loginSchema } from "@domain/auth/schemas";
import { AUTH_TOASTS } from "@domain/auth/auth-messages";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { PasswordInput } from "@web/components/ui/password-input";
import { notify } from "@web/components/ui/toast";
import { useAuth } from "@web/lib/auth/auth-context";
import { DEFAULT_AFTER_LOGIN, RETURN_PATH_PARAM, safeReturnPath } from "@web/lib/auth/redirect";
import { useSchemaForm } from "@web/lib/use-schema-form";
import { signInErrorDetail } from "../api/auth-errors";
import { useSignedOutGate } from "../hooks/use-signed-out-gate";
import { AuthFormSkeleton, OrDivider } from "./auth-card";
import { GoogleButton } from "./google-button";
import { EMAIL_FIELD_TEXT } from "@web/lib/email-field";
import { pagePath } from "@domain/pages/page-routes";

/** Email and password, '¿Olvidaste tu contraseña?' and Google. Back to where they came from. */
export function LoginForm() {
  const { login } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const target =
    safeReturnPath(params.get(RETURN_PATH_PARAM)) ?? safeReturnPath((location.state as { from?: unknown } | null)?.from) ?? DEFAULT_AFTER_LOGIN;

  const {
    field,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useSchemaForm(loginSchema, { email: "", password: "" });

  const [leaving, setLeaving] = useState(false);
  const lang = useLang();
  const t = useText();
  const m = (message?: string) => message && messageIn(message, lang);
  const gate = useSignedOutGate(isSubmitting || leaving);
  if (gate === "signed-in") return <Navigate to={target} replace />;
  if (gate === "checking") return <AuthFormSkeleton />;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await login(values);
    } catch (error) {
      notify.error(AUTH_TOASTS.signInFailed, m(signInErrorDetail(error)));
      return;
    }
    setLeaving(true);
    notify.success(m(AUTH_TOASTS.welcome)!, m(AUTH_TOASTS.welcomeDetail));
    void navigate(target, { replace: true });
  });

  return (
    <>
      <form noValidate onSubmit={onSubmit} className="grid gap-5">
        <FormField label={t(EMAIL_FIELD_TEXT.label)} error={m(errors.email?.message)}>
          {(control) => (
            <Input
              {...control}
              {...field("email")}
              type="email"
              inputMode="email"
              autoComplete="email"
              placeholder={t(EMAIL_FIELD_TEXT.placeholder)}
            />
          )}
        </FormField>
        <FormField
          label={t(T.password)}
          error={m(errors.password?.message)}
          labelAside={
            <Link to={pagePath.forgotPassword} className="text-sm font-semibold text-primary-700 underline-offset-4 hover:underline">
              {t(T.forgot)}
            </Link>
          }
        >
          {(control) => <PasswordInput {...control} {...field("password")} autoComplete="current-password" />}
        </FormField>
        <Button type="submit" size="lg" className="mt-1 w-full" busy={isSubmitting} disabled={leaving}>
          {t(T.signIn)}
        </Button>
      </form>
      <OrDivider />
      <GoogleButton returnTo={target} failureTitle={AUTH_TOASTS.googleSignInFailed} onStart={setLeaving} disabled={isSubmitting} />
    </>
  );
}
