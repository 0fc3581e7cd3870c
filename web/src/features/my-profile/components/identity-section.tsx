import { useRef, useState, type FormEvent } from "react";
import { ImageUp } from "lucide-react";
import { nameSchema } from "@domain/auth/schemas";
import { PROFILE_LIMITS, type MyProfile } from "@domain/profile/my-profile";
import { ROLE_TEXT } from "@domain/auth/auth-text";
import { MY_PROFILE_TEXT as T } from "@domain/profile/my-profile-text";
import { useLang } from "@web/lib/i18n/lang-context";
import { useMessageIn } from "@web/lib/i18n/use-message-in";
import { formatLongDate } from "@domain/format/date";
import { Avatar } from "@web/components/ui/avatar";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { failureText } from "@web/lib/api-client";
import { useSaveProfile, useUploadAvatar } from "../hooks/use-my-profile";
import { ProfileCard } from "./profile-card";

/** Name and photo: what the header, the listings and the public page show of the person. */
export function IdentitySection({ profile }: { profile: MyProfile }) {
  const lang = useLang();
  const m = useMessageIn();
  const save = useSaveProfile();
  const avatar = useUploadAvatar();
  const fileInput = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(profile.name);
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = nameSchema.safeParse(name);
    if (!parsed.success) return setError(m(parsed.error.issues[0]?.message));
    setError(undefined);
    save.mutate({ name }, { onError: (e) => setError(failureText(e)) });
  };

  return (
    <ProfileCard
      title={T.identityTitle[lang]}
      description={T.memberSince[lang](ROLE_TEXT[profile.role][lang].label, formatLongDate(new Date(profile.created_at), lang))}
    >
      <div className="flex flex-wrap items-center gap-4">
        <Avatar name={profile.name} src={profile.avatar} className="size-20 text-2xl" />
        <div>
          {/* Our button opens the hidden input: the browser's own one speaks its own language. */}
          <Button variant="outline" busy={avatar.isPending} onClick={() => fileInput.current?.click()} aria-describedby="avatar-help">
            <ImageUp aria-hidden="true" className="size-5" />
            {(profile.avatar ? T.changePhoto : T.uploadPhoto)[lang]}
          </Button>
          <p id="avatar-help" className="mt-1 text-sm text-slate-500">
            {T.photoHelp[lang](PROFILE_LIMITS.avatarMaxBytes / 1024 / 1024)}
          </p>
          <input
            ref={fileInput}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            aria-label={T.choosePhoto[lang]}
            hidden
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) avatar.mutate(file);
              e.target.value = "";
            }}
          />
        </div>
      </div>
      <form onSubmit={submit} noValidate className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-end">
        <FormField label={T.name[lang]} error={error} className="w-full sm:max-w-sm">
          {(control) => <Input {...control} value={name} autoComplete="name" onChange={(e) => setName(e.target.value)} />}
        </FormField>
        <Button type="submit" busy={save.isPending} className="sm:mb-px">
          {T.saveName[lang]}
        </Button>
      </form>
    </ProfileCard>
  );
}
