import { useState, type FormEvent, type ReactNode } from "react";
import { X } from "lucide-react";
import type { CanonicalLocation } from "@domain/locations/location";
import { myProfileSchema, PROFILE_LIMITS, PROFILE_MESSAGES, profileSections, type MyProfile, type ProfileZone } from "@domain/profile/my-profile";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { inputClasses } from "@web/components/ui/input";
import { ApiError } from "@web/lib/api-client";
import { failureText } from "@web/lib/api-client";
import { formatPhoneMX } from "@web/lib/phone-links";
import type { PhoneVerificationSlot } from "@web/lib/verified-phones";
import { useRefreshProfile, useSaveProfile } from "../hooks/use-my-profile";
import { ProfileCard } from "./profile-card";
import { ADVERTISER_PROFILE_TEXT as T } from "@domain/profile/my-profile-text";
import { useLang } from "@web/lib/i18n/lang-context";
import { useMessageIn } from "@web/lib/i18n/use-message-in";

/** The place autocomplete (another feature), given by the route; a new `resetKey` empties it. */
export type ColoniaFieldProps = { label: string; onSelect: (location: CanonicalLocation) => void; resetKey: number };

type Props = {
  profile: MyProfile;
  /** The phone check by SMS (another feature), given by the route. */
  PhoneVerification: PhoneVerificationSlot;
  ColoniaField: (props: ColoniaFieldProps) => ReactNode;
};

/**
 * What buyers see of an advertiser: the phone and WhatsApp shown on their listings (only
 * numbers the account verified by SMS), a short presentation and, for an agent, the colonias
 * where they work.
 */
export function AdvertiserSection({ profile, PhoneVerification, ColoniaField }: Props) {
  const lang = useLang();
  const m = useMessageIn();
  const save = useSaveProfile();
  const refreshProfile = useRefreshProfile();
  const withZones = profileSections(profile.role).includes("zonas");
  const [phone, setPhone] = useState(profile.phone ?? "");
  const [whatsapp, setWhatsapp] = useState(profile.whatsapp ?? "");
  const [bio, setBio] = useState(profile.bio ?? "");
  const [zones, setZones] = useState<ProfileZone[]>(profile.zones);
  const [fieldKey, setFieldKey] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const numbers = [...new Set([...profile.verified_phones, ...[profile.phone, profile.whatsapp].filter((n): n is string => !!n)])];

  const addPlace = (place: CanonicalLocation) => {
    setFieldKey((k) => k + 1);
    if (place.tipo !== "colonia" && place.tipo !== "municipio") return setErrors((e) => ({ ...e, zone_ids: m(PROFILE_MESSAGES.zone) }));
    setErrors(({ zone_ids: _, ...rest }) => rest);
    const kind = place.tipo === "colonia" ? "colonia" : "alcaldia";
    setZones((list) => (list.some((z) => z.id === place.id) ? list : [...list, { id: place.id, name: place.nombre_canonico, kind }]));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = { name: profile.name, phone, whatsapp, bio, ...(withZones ? { zone_ids: zones.map((z) => z.id) } : {}) };
    const parsed = myProfileSchema.safeParse(input);
    if (!parsed.success) return setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), m(i.message)])));
    setErrors({});
    save.mutate(input, {
      onError: (error) =>
        setErrors(
          error instanceof ApiError && error.fields
            ? Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k, v[0]]))
            : { form: failureText(error) },
        ),
    });
  };

  const numberSelect = (id: "phone" | "whatsapp", label: string, value: string, set: (v: string) => void) => (
    <FormField label={label} error={errors[id]}>
      {(control) => (
        <select {...control} value={value} onChange={(e) => set(e.target.value)} className={inputClasses} disabled={!numbers.length}>
          <option value="">{T.dontShow[lang]}</option>
          {numbers.map((n) => (
            <option key={n} value={n}>
              {formatPhoneMX(n)}
              {profile.verified_phones.includes(n) ? T.verified[lang] : ""}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );

  return (
    <ProfileCard title={withZones ? T.titleWithZones[lang] : T.title[lang]} description={T.description[lang]}>
      <form onSubmit={submit} noValidate className="space-y-5">
        <div className="grid gap-4 sm:grid-cols-2">
          {numberSelect("phone", T.phone[lang], phone, setPhone)}
          {numberSelect("whatsapp", "WhatsApp", whatsapp, setWhatsapp)}
        </div>
        <div className="space-y-3 rounded-lg bg-slate-50 p-3">
          <p className="text-sm text-slate-700">{numbers.length ? T.onlyVerified[lang] : T.noVerified[lang]}</p>
          <PhoneVerification
            label={numbers.length ? T.verifyAnother[lang] : T.mobile[lang]}
            onVerified={(verified) => {
              // The new number is offered at once where nothing is shown yet; saving makes it public.
              if (!phone) setPhone(verified);
              if (!whatsapp) setWhatsapp(verified);
              refreshProfile();
            }}
          />
        </div>
        <FormField label={T.bio[lang]} error={errors.bio} hint={errors.bio ? undefined : T.bioHint[lang](bio.length, PROFILE_LIMITS.bioMax)}>
          {(control) => <textarea {...control} rows={4} value={bio} onChange={(e) => setBio(e.target.value)} className={`${inputClasses} py-2`} />}
        </FormField>
        {withZones && (
          <div className="max-w-md">
            <ColoniaField label={T.zones[lang]} onSelect={addPlace} resetKey={fieldKey} />
            {zones.length > 0 && (
              <ul aria-label={T.chosenZones[lang]} className="mt-2 flex flex-wrap gap-2">
                {zones.map((z) => (
                  <li key={z.id} className="flex items-center rounded-full bg-primary-50 pl-3 text-sm text-primary-800">
                    {z.name}
                    <button
                      type="button"
                      aria-label={T.removeZone[lang](z.name)}
                      className="flex size-11 items-center justify-center rounded-full hover:bg-primary-100 focus-visible:outline-2 focus-visible:outline-primary-600"
                      onClick={() => setZones((list) => list.filter((x) => x.id !== z.id))}
                    >
                      <X aria-hidden="true" className="size-4" />
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <p
              className={errors.zone_ids ? "mt-1 text-sm text-danger-700" : "mt-1 text-sm text-slate-500"}
              role={errors.zone_ids ? "alert" : undefined}
            >
              {errors.zone_ids ?? T.zonesCount[lang](zones.length, PROFILE_LIMITS.zonesMax)}
            </p>
          </div>
        )}
        {errors.form && (
          <p role="alert" className="text-sm text-danger-700">
            {errors.form}
          </p>
        )}
        <Button type="submit" busy={save.isPending}>
          {T.save[lang]}
        </Button>
      </form>
    </ProfileCard>
  );
}
