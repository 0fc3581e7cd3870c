import { useState, type FormEvent } from "react";
import { emailSchema, newPasswordSchema } from "@domain/auth/schemas";
import { AUTH_MESSAGES } from "@domain/auth/auth-messages";
import { PROFILE_MESSAGES, PROFILE_MESSAGES_EN, type MyProfile } from "@domain/profile/my-profile";
import { MY_PROFILE_TEXT as T } from "@domain/profile/my-profile-text";
import { useLang } from "@web/lib/i18n/lang-context";
import { useMessageIn } from "@web/lib/i18n/use-message-in";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { PasswordInput } from "@web/components/ui/password-input";
import { ApiError, failureText } from "@web/lib/api-client";
import { useChangeEmail, useChangePassword } from "../hooks/use-my-profile";
import { ProfileCard } from "./profile-card";

/** The e-mail (changed once the new address confirms it) and the password. */
export function AccountSection({ profile }: { profile: MyProfile }) {
  const lang = useLang();
  return (
    <ProfileCard title={T.accountTitle[lang]}>
      <EmailForm current={profile.email} />
      {profile.has_password && <PasswordForm />}
    </ProfileCard>
  );
}

function EmailForm({ current }: { current: string }) {
  const lang = useLang();
  const m = useMessageIn();
  const messages = lang === "en" ? PROFILE_MESSAGES_EN : PROFILE_MESSAGES;
  const change = useChangeEmail();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) return setError(m(parsed.error.issues[0]?.message));
    if (parsed.data === current) return setError(messages.emailSame);
    setError(undefined);
    change.mutate(parsed.data, { onSuccess: () => setSentTo(parsed.data), onError: (e) => setError(failureText(e)) });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <p className="text-sm text-slate-700">
        {T.yourEmail[lang]} <strong className="break-all">{current}</strong>
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <FormField label={T.newEmail[lang]} error={error} className="w-full sm:max-w-sm">
          {(control) => <Input {...control} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />}
        </FormField>
        <Button type="submit" variant="outline" busy={change.isPending} className="sm:mt-7">
          {T.changeEmail[lang]}
        </Button>
      </div>
      {sentTo && (
        <p role="status" className="rounded-lg bg-primary-50 p-3 text-sm text-primary-900">
          {messages.emailSent} ({sentTo})
        </p>
      )}
    </form>
  );
}

function PasswordForm() {
  const lang = useLang();
  const m = useMessageIn();
  const change = useChangePassword();
  const [currentPassword, setCurrent] = useState("");
  const [newPassword, setNew] = useState("");
  const [errors, setErrors] = useState<{ current?: string; next?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = newPasswordSchema.safeParse(newPassword);
    const next: typeof errors = { current: currentPassword ? undefined : m(AUTH_MESSAGES.passwordRequired) };
    if (!parsed.success) next.next = m(parsed.error.issues[0]?.message);
    setErrors(next);
    if (next.current || next.next) return;
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          setCurrent("");
          setNew("");
        },
        onError: (e) => setErrors(e instanceof ApiError && e.status === 400 ? { current: failureText(e) } : { next: failureText(e) }),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="mt-6 grid gap-4 border-t border-slate-200 pt-5 sm:grid-cols-2">
      <FormField label={T.currentPassword[lang]} error={errors.current}>
        {(control) => (
          <PasswordInput {...control} autoComplete="current-password" value={currentPassword} onChange={(e) => setCurrent(e.target.value)} />
        )}
      </FormField>
      <FormField label={T.newPassword[lang]} error={errors.next}>
        {(control) => <PasswordInput {...control} autoComplete="new-password" value={newPassword} onChange={(e) => setNew(e.target.value)} />}
      </FormField>
      <div className="sm:col-span-2">
        <Button type="submit" variant="outline" busy={change.isPending}>
          {T.changePassword[lang]}
        </Button>
      </div>
    </form>
  );
}
