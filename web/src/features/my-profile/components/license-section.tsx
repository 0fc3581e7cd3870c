import { useState, type FormEvent } from "react";
import { BadgeCheck, Clock } from "lucide-react";
import { licenseSchema, type MyProfile } from "@domain/profile/my-profile";
import { LICENSE_TEXT as T } from "@domain/profile/my-profile-text";
import { LICENSE_KINDS, type LicenseKind } from "@domain/trust/verification";
import { formatLongDate } from "@domain/format/date";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input, inputClasses } from "@web/components/ui/input";
import { failureText } from "@web/lib/api-client";
import { useLang } from "@web/lib/i18n/lang-context";
import { useMessageIn } from "@web/lib/i18n/use-message-in";
import { useSendLicense } from "../hooks/use-my-profile";
import { ProfileCard } from "./profile-card";

/**
 * The cédula profesional or AMPI membership number: sent, it waits for Hogaria's review
 * ("En revisión"); approved, the agent's page and listings show "Agente verificado".
 */
export function LicenseSection({ profile }: { profile: MyProfile }) {
  const lang = useLang();
  const m = useMessageIn();
  const kinds = T.kinds[lang];
  const statuses = T.statuses[lang];
  const send = useSendLicense();
  const license = profile.license;
  const [kind, setKind] = useState<LicenseKind>(license.status === "ninguna" ? "cedula" : license.kind);
  const [number, setNumber] = useState(license.status === "ninguna" ? "" : license.number);
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = licenseSchema.safeParse({ kind, number });
    if (!parsed.success) return setError(m(parsed.error.issues[0]?.message));
    setError(undefined);
    send.mutate({ kind, number }, { onError: (e) => setError(failureText(e)) });
  };

  return (
    <ProfileCard title={T.title[lang]} description={T.description[lang]}>
      {license.status === "verificado" && (
        <p className="flex items-center gap-2 font-semibold text-primary-800">
          <BadgeCheck aria-hidden="true" className="size-5" />
          {statuses.verificado}
          <span className="font-normal text-slate-600">
            · {kinds[license.kind]} {license.number}
            {T.since[lang](formatLongDate(new Date(license.verified_at), lang))}
          </span>
        </p>
      )}
      {license.status === "pendiente" ? (
        <p className="flex items-center gap-2 text-slate-800">
          <Clock aria-hidden="true" className="size-5 text-accent-700" />
          <span>
            <strong>{statuses.pendiente}</strong> · {kinds[license.kind]} {license.number}
          </span>
        </p>
      ) : (
        <form onSubmit={submit} noValidate className="mt-2 grid gap-4 sm:grid-cols-[14rem_1fr_auto] sm:items-start">
          {license.status === "rechazada" && (
            <p role="status" className="text-sm text-danger-700 sm:col-span-3">
              {statuses.rechazada}
              {license.reason ? `: ${license.reason}` : "."}
              {T.sendAgain[lang]}
            </p>
          )}
          <FormField label={T.kind[lang]}>
            {(control) => (
              <select {...control} value={kind} onChange={(e) => setKind(e.target.value as LicenseKind)} className={inputClasses}>
                {LICENSE_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {kinds[k]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField label={T.number[lang]} error={error}>
            {(control) => (
              <Input {...control} value={number} inputMode={kind === "cedula" ? "numeric" : "text"} onChange={(e) => setNumber(e.target.value)} />
            )}
          </FormField>
          <Button type="submit" variant="outline" busy={send.isPending} className="sm:mt-7">
            {T.send[lang]}
          </Button>
        </form>
      )}
    </ProfileCard>
  );
}
