import { useState } from "react";
import { useNavigate } from "react-router";
import { accountDeletionEffects } from "@domain/profile/account-deletion";
import { DELETE_CONFIRM_WORD, DELETE_CONFIRM_WORDS, PROFILE_MESSAGES, PROFILE_MESSAGES_EN, type MyProfile } from "@domain/profile/my-profile";
import { MY_PROFILE_TEXT as T } from "@domain/profile/my-profile-text";
import { useLang } from "@web/lib/i18n/lang-context";
import { Button } from "@web/components/ui/button";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { PasswordInput } from "@web/components/ui/password-input";
import { failureText } from "@web/lib/api-client";
import { useAuth } from "@web/lib/auth/auth-context";
import { useDeleteAccount } from "../hooks/use-my-profile";
import { ProfileCard } from "./profile-card";

/**
 * Deleting the account: what happens to listings, leads and boards is listed before anything
 * is asked, then the password (or the word BORRAR) confirms it.
 */
export function DeleteSection({ profile }: { profile: MyProfile }) {
  const lang = useLang();
  const messages = lang === "en" ? PROFILE_MESSAGES_EN : PROFILE_MESSAGES;
  const word = DELETE_CONFIRM_WORDS[lang];
  const remove = useDeleteAccount();
  const { refresh } = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [secret, setSecret] = useState("");
  const [error, setError] = useState<string>();
  const effects = accountDeletionEffects(profile.role, lang);

  const confirm = () => {
    // The word as this page asks for it ('BORRAR', 'DELETE') is the word the API takes.
    const typed = secret.trim().toUpperCase();
    const input = profile.has_password ? { password: secret } : { confirm: typed === word ? DELETE_CONFIRM_WORD : typed };
    if (!secret) return setError(profile.has_password ? messages.deletePassword : messages.deleteConfirm);
    remove.mutate(input, {
      onSuccess: () => {
        setOpen(false);
        // Home first, then forget the session: refreshed while /perfil is still shown (the home
        // page's code loading on a slow phone), the page's guard would send her to sign in.
        void Promise.resolve(navigate("/", { replace: true })).then(() => refresh());
      },
      onError: (e) => setError(failureText(e)),
    });
  };

  return (
    <ProfileCard title={T.deleteTitle[lang]} description={T.deleteIntro[lang]}>
      <ul className="list-disc space-y-1.5 pl-5 text-sm text-slate-700">
        {effects.map((effect) => (
          <li key={effect.key}>{effect.text}</li>
        ))}
      </ul>
      <Button variant="outline" className="mt-4 border-danger-600! text-danger-700!" onClick={() => setOpen(true)}>
        {T.deleteButton[lang]}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          setError(undefined);
          setSecret("");
        }}
        title={T.deleteQuestion[lang]}
        destructive
        busy={remove.isPending}
        confirmLabel={T.deleteButton[lang]}
        onConfirm={confirm}
        description={T.deleteWarning[lang]}
      >
        <FormField label={profile.has_password ? T.yourPassword[lang] : T.typeWord[lang](word)} error={error} className="mt-4">
          {(control) =>
            profile.has_password ? (
              <PasswordInput {...control} autoComplete="current-password" value={secret} onChange={(e) => setSecret(e.target.value)} />
            ) : (
              <Input {...control} value={secret} onChange={(e) => setSecret(e.target.value)} />
            )
          }
        </FormField>
      </ConfirmDialog>
    </ProfileCard>
  );
}
