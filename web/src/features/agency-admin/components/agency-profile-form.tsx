import { useState, type FormEvent, type ReactNode } from "react";
import { Link } from "react-router";
import { AGENCY_ADMIN_TEXT as T } from "@domain/agencies/agency-admin-text";
import { AGENCY_MESSAGES, AGENCY_MESSAGES_EN, AGENCY_PROFILE_LIMITS, agencyProfileSchema, type AgencyProfile } from "@domain/agencies/agency-profile";
import { pageHref } from "@domain/pages/page-routes";
import { AgencyLogo } from "@web/components/agency-logo";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { hasCode } from "@web/lib/api-client";
import { useLang, useText } from "@web/lib/i18n/lang-context";
import { useMessageIn } from "@web/lib/i18n/use-message-in";
import { useMyAgency, useSaveMyAgency, useUploadLogo } from "../hooks/use-agency-admin";
import { LogoPicker } from "./logo-picker";
import { ZonesField, zoneIds, zonesOf, type ColoniaFieldProps, type ZonesValue } from "./zones-field";

export type { ColoniaFieldProps };

/**
 * "Perfil de la inmobiliaria": logo, description and the zones it works (alcaldías ticked,
 * colonias added through the place autocomplete), as its public page shows them.
 */
export function AgencyProfileSection({ ColoniaField }: { ColoniaField: (props: ColoniaFieldProps) => ReactNode }) {
  const t = useText();
  const agency = useMyAgency();
  // No agency yet: "Alta de tu inmobiliaria" at the top of the dashboard comes first.
  if (agency.isError && hasCode(agency.error, "not_found")) return null;
  return (
    <section aria-labelledby="perfil-inmobiliaria" className="mt-6 rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id="perfil-inmobiliaria" className="text-lg font-semibold text-slate-900">
        {t(T.profileTitle)}
      </h2>
      {agency.data ? (
        <ProfileForm key={agency.data.id} profile={agency.data} ColoniaField={ColoniaField} />
      ) : (
        <Skeleton className="mt-4 h-40 w-full" />
      )}
    </section>
  );
}

function ProfileForm({ profile, ColoniaField }: { profile: AgencyProfile; ColoniaField: (props: ColoniaFieldProps) => ReactNode }) {
  const lang = useLang();
  const t = useText();
  const m = useMessageIn();
  const save = useSaveMyAgency();
  const logo = useUploadLogo();
  const [description, setDescription] = useState(profile.description ?? "");
  const [zones, setZones] = useState<ZonesValue>(() => zonesOf(profile.zones));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = agencyProfileSchema.safeParse({ description, zone_ids: zoneIds(zones) });
    if (!parsed.success) {
      // The schema's messages are Spanish: an English page shows their twins.
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), m(i.message)!])));
      return;
    }
    setErrors({});
    save.mutate({ description, zone_ids: zoneIds(zones) });
  };

  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-5">
      <div className="flex flex-wrap items-center gap-4">
        <AgencyLogo name={profile.name} url={profile.logo_url} />
        <LogoPicker hasLogo={!!profile.logo_url} busy={logo.isPending} onPick={(file) => logo.mutate(file)} />
        <Link to={pageHref.agency(profile.slug)} className="text-sm font-semibold text-primary-700 hover:underline">
          {t(T.seePublicPage)}
        </Link>
      </div>
      <div>
        <label htmlFor="agency-description" className="block text-sm font-medium text-slate-800">
          {t(T.description)}
        </label>
        <textarea
          id="agency-description"
          rows={5}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby="agency-description-help"
          className="mt-1 w-full rounded-lg border border-slate-300 p-3 text-sm"
        />
        <p id="agency-description-help" className={errors.description ? "text-sm text-red-700" : "text-sm text-slate-500"}>
          {errors.description ?? `${description.length} / ${AGENCY_PROFILE_LIMITS.descriptionMax}`}
        </p>
      </div>
      <ZonesField
        value={zones}
        onChange={setZones}
        error={errors.zone_ids}
        onError={(message) => setErrors(({ zone_ids: _, ...rest }) => (message ? { ...rest, zone_ids: message } : rest))}
        ColoniaField={ColoniaField}
      />
      <Button type="submit" busy={save.isPending}>
        {t(T.saveProfile)}
      </Button>
      {save.isSuccess && (
        <p className="sr-only" role="status">
          {(lang === "es" ? AGENCY_MESSAGES : AGENCY_MESSAGES_EN).saved}
        </p>
      )}
    </form>
  );
}
