import { useState, type FormEvent } from "react";
import { emailSchema, newPasswordSchema } from "@domain/auth/schemas";
import { AUTH_MESSAGES } from "@domain/auth/auth-messages";
import { PROFILE_MESSAGES, type MyProfile } from "@domain/profile/my-profile";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { PasswordInput } from "@web/components/ui/password-input";
import { ApiError, failureText } from "@web/lib/api-client";
import { useChangeEmail, useChangePassword } from "../hooks/use-my-profile";
import { ProfileCard } from "./profile-card";

/** The e-mail (changed once the new address confirms it) and the password. */
export function AccountSection({ profile }: { profile: MyProfile }) {
  return (
    <ProfileCard title="Correo y contraseña">
      <EmailForm current={profile.email} />
      {profile.has_password && <PasswordForm />}
    </ProfileCard>
  );
}

function EmailForm({ current }: { current: string }) {
  const change = useChangeEmail();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    if (parsed.data === current) return setError(PROFILE_MESSAGES.emailSame);
    setError(undefined);
    change.mutate(parsed.data, { onSuccess: () => setSentTo(parsed.data), onError: (e) => setError(failureText(e)) });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <p className="text-sm text-slate-700">
        Tu correo: <strong className="break-all">{current}</strong>
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <FormField label="Nuevo correo" error={error} className="w-full sm:max-w-sm">
          {(control) => <Input {...control} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />}
        </FormField>
        <Button type="submit" variant="outline" busy={change.isPending} className="sm:mt-7">
          Cambiar correo
        </Button>
      </div>
      {sentTo && (
        <p role="status" className="rounded-lg bg-primary-50 p-3 text-sm text-primary-900">
          {PROFILE_MESSAGES.emailSent} ({sentTo})
        </p>
      )}
    </form>
  );
}

function PasswordForm() {
  const change = useChangePassword();
  const [currentPassword, setCurrent] = useState("");
  const [newPassword, setNew] = useState("");
  const [errors, setErrors] = useState<{ current?: string; next?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = newPasswordSchema.safeParse(newPassword);
    const next: typeof errors = { current: currentPassword ? undefined : AUTH_MESSAGES.passwordRequired };
    if (!parsed.success) next.next = parsed.error.issues[0]?.message;
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
      <FormField label="Contraseña actual" error={errors.current}>
        {(control) => (
          <PasswordInput {...control} autoComplete="current-password" value={currentPassword} onChange={(e) => setCurrent(e.target.value)} />
        )}
      </FormField>
      <FormField label="Nueva contraseña" error={errors.next}>
        {(control) => <PasswordInput {...control} autoComplete="new-password" value={newPassword} onChange={(e) => setNew(e.target.value)} />}
      </FormField>
      <div className="sm:col-span-2">
        <Button type="submit" variant="outline" busy={change.isPending}>
          Cambiar contraseña
        </Button>
      </div>
    </form>
  );
}
