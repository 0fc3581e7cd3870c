import { AUTH_PAGE_TEXT as T, messageIn, ROLE_TEXT } from "@domain/auth/auth-text";
import { useLang, useText } from "@web/lib/i18n/lang-context";
import { useEffect, useRef, useState } from "react";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { useWatch, type FieldPath } from "react-hook-form";
import { MailCheck } from "lucide-react";
import { ACCOUNT_TEXTS } from "@domain/auth/account-messages";
import { registerFormSchema, type RegisterFormInput } from "@domain/auth/schemas";
import { DEFAULT_ROLE, ROLES } from "@domain/auth/roles";
import { Button, buttonClasses } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { PasswordInput } from "@web/components/ui/password-input";
import { notify } from "@web/components/ui/toast";
import { useAuth } from "@web/lib/auth/auth-context";
import { DEFAULT_AFTER_LOGIN, requestedRole, RETURN_PATH_PARAM, safeReturnPath } from "@web/lib/auth/redirect";
import { setServerFieldErrors } from "@web/lib/form-errors";
import { useSchemaForm } from "@web/lib/use-schema-form";
import { errorDetail, isAccountTaken } from "../api/auth-errors";
import { useSignedOutGate } from "../hooks/use-signed-out-gate";
import { AuthFormSkeleton, OrDivider } from "./auth-card";
import { GoogleButton } from "./google-button";
import { PasswordRules } from "./password-rules";
import { AUTH_TOASTS } from "@domain/auth/auth-messages";
import { EMAIL_FIELD_TEXT } from "@web/lib/email-field";
import { pagePath } from "@domain/pages/page-routes";

const EMPTY_FORM: RegisterFormInput = { name: "", email: "", password: "", confirmPassword: "", role: DEFAULT_ROLE };

const API_FIELDS: Record<string, FieldPath<RegisterFormInput>> = {
  name: "name",
  email: "email",
  password: "password",
  role: "role",
};

/**
 * Full name, email, password twice and the account type (/register; ?role= preselects
 * one). A new account is signed in and lands on ?redirect= (a path on this site) or /. The worker answers an address that already had an
 * account the same way but without a session: then the form gives way to "check your
 * e-mail", with the ways to sign in or recover the password.
 */
export function RegisterForm() {
  const { register: signUp } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [defaults] = useState<RegisterFormInput>(() => ({ ...EMPTY_FORM, role: requestedRole(params) ?? DEFAULT_ROLE }));
  const returnTo = safeReturnPath(params.get(RETURN_PATH_PARAM));
  const { field, handleSubmit, setError, control, formState } = useSchemaForm(registerFormSchema, defaults);
  const { errors, isSubmitting } = formState;
  const password = useWatch({ control, name: "password" });

  const [leaving, setLeaving] = useState(false);
  const lang = useLang();
  const t = useText();
  const m = (message?: string) => message && messageIn(message, lang);
  const [checkEmailFor, setCheckEmailFor] = useState<string | null>(null);
  const gate = useSignedOutGate(isSubmitting || leaving);
  if (gate === "signed-in") return <Navigate to={returnTo ?? DEFAULT_AFTER_LOGIN} replace />;
  if (gate === "checking") return <AuthFormSkeleton fields={5} />;
  if (checkEmailFor !== null) return <CheckEmail email={checkEmailFor} />;

  const onSubmit = handleSubmit(async ({ confirmPassword: _, ...values }) => {
    let signedIn: boolean;
    try {
      signedIn = await signUp(values);
    } catch (error) {
      if (isAccountTaken(error)) setError("email", { type: "server", message: error.message }, { shouldFocus: true });
      else setServerFieldErrors(error, setError, (apiField) => API_FIELDS[apiField]);
      notify.error(m(AUTH_TOASTS.signUpFailed)!, m(errorDetail(error)));
      return;
    }
    if (!signedIn) {
      setCheckEmailFor(values.email);
      return;
    }
    setLeaving(true);
    notify.success(m(AUTH_TOASTS.accountCreated)!);
    void navigate(returnTo ?? "/", { replace: true });
  });

  return (
    <>
      <form noValidate onSubmit={onSubmit} className="grid gap-5">
        <FormField label={t(T.fullName)} error={m(errors.name?.message)}>
          {(c) => <Input {...c} {...field("name")} autoComplete="name" autoCapitalize="words" />}
        </FormField>
        <FormField label={t(EMAIL_FIELD_TEXT.label)} error={m(errors.email?.message)}>
          {(c) => (
            <Input {...c} {...field("email")} type="email" inputMode="email" autoComplete="email" placeholder={t(EMAIL_FIELD_TEXT.placeholder)} />
          )}
        </FormField>
        <FormField label={t(T.password)} error={m(errors.password?.message)} hint={<PasswordRules password={password} />}>
          {(c) => <PasswordInput {...c} {...field("password")} autoComplete="new-password" />}
        </FormField>
        <FormField label={t(T.confirmPassword)} error={m(errors.confirmPassword?.message)}>
          {(c) => <PasswordInput {...c} {...field("confirmPassword")} autoComplete="new-password" />}
        </FormField>
        <fieldset aria-describedby={errors.role ? "role-error" : undefined}>
          <legend className="mb-1.5 text-sm font-semibold text-slate-800">{t(T.accountType)}</legend>
          <div className="grid gap-2">
            {ROLES.map((role) => (
              <label
                key={role}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 py-2.5 transition-colors hover:border-slate-400 has-checked:border-primary-600 has-checked:bg-primary-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary-600"
              >
                <input type="radio" value={role} {...field("role")} className="size-4 shrink-0 accent-primary-700 focus-visible:outline-none" />
                <span className="text-sm">
                  <span className="block font-semibold text-slate-900">{ROLE_TEXT[role][lang].label}</span>
                  <span className="block text-slate-600">{ROLE_TEXT[role][lang].hint}</span>
                </span>
              </label>
            ))}
          </div>
          {errors.role && (
            <p id="role-error" className="mt-1.5 text-sm text-danger-700">
              {m(errors.role.message)}
            </p>
          )}
        </fieldset>
        <Button type="submit" size="lg" className="mt-1 w-full" busy={isSubmitting} disabled={leaving}>
          {t(T.createAccount)}
        </Button>
      </form>
      <OrDivider />
      <GoogleButton returnTo={returnTo ?? "/"} failureTitle={AUTH_TOASTS.googleSignUpFailed} onStart={setLeaving} disabled={isSubmitting} />
    </>
  );
}

/** In place of the form when the sign-up left this browser signed out. */
function CheckEmail({ email }: { email: string }) {
  const t = useText();
  // The form (and the focused button) is gone: bring focus and the reader to the answer,
  // and the page back to the card's top, which is now short enough to show it all.
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panel.current?.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
  }, []);
  return (
    <div ref={panel} tabIndex={-1} role="status" className="grid gap-5 focus:outline-none">
      <div className="flex items-start gap-3 rounded-xl border border-primary-100 bg-primary-50 p-4">
        <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-700" />
        <p className="min-w-0 flex-1 text-pretty wrap-anywhere text-slate-700">{t(ACCOUNT_TEXTS).signUpCheckEmail(email)}</p>
      </div>
      <div className="grid gap-3">
        <Link to={pagePath.login} className={`${buttonClasses("primary", "lg")} w-full`}>
          {t(T.signIn)}
        </Link>
        <Link to={pagePath.forgotPassword} className={`${buttonClasses("outline", "lg")} w-full`}>
          {t(T.recoverPassword)}
        </Link>
      </div>
    </div>
  );
}
