import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { AGENCY_MESSAGES, AGENCY_PROFILE_LIMITS, agencyProfileSchema, type AgencyProfile } from "@domain/agencies/agency-profile";
import { pageHref } from "@domain/pages/page-routes";
import { AgencyLogo } from "@web/components/agency-logo";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { useAlcaldiaOptions, useMyAgency, useSaveMyAgency, useUploadLogo } from "../hooks/use-agency-admin";

/** "Perfil de la inmobiliaria": logo, description and the alcaldías it works, as its public page shows them. */
export function AgencyProfileSection() {
  const agency = useMyAgency();
  return (
    <section aria-labelledby="perfil-inmobiliaria" className="mt-6 rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id="perfil-inmobiliaria" className="text-lg font-semibold text-slate-900">
        Perfil de la inmobiliaria
      </h2>
      {agency.data ? <ProfileForm key={agency.data.id} profile={agency.data} /> : <Skeleton className="mt-4 h-40 w-full" />}
    </section>
  );
}

function ProfileForm({ profile }: { profile: AgencyProfile }) {
  const alcaldias = useAlcaldiaOptions();
  const save = useSaveMyAgency();
  const logo = useUploadLogo();
  const [description, setDescription] = useState(profile.description ?? "");
  const [zones, setZones] = useState<string[]>(profile.zones.map((z) => z.id));
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Colonias chosen through the API stay chosen (this form lists the alcaldías).
  const colonias = profile.zones.filter((z) => z.kind === "colonia");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = agencyProfileSchema.safeParse({ description, zone_ids: zones });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    save.mutate({ description, zone_ids: zones });
  };

  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-5">
      <div className="flex flex-wrap items-center gap-4">
        <AgencyLogo name={profile.name} url={profile.logo_url} />
        <label className="text-sm font-medium text-slate-800">
          Logo (JPG, PNG o WebP, hasta 2 MB)
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="mt-1 block text-sm"
            disabled={logo.isPending}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) logo.mutate(file);
              e.target.value = "";
            }}
          />
        </label>
        <Link to={pageHref.agency(profile.slug)} className="text-sm font-semibold text-primary-700 hover:underline">
          Ver página pública
        </Link>
      </div>
      <div>
        <label htmlFor="agency-description" className="block text-sm font-medium text-slate-800">
          Descripción
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
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Alcaldías donde trabajas</legend>
        <div className="mt-2 grid grid-cols-1 gap-1 sm:grid-cols-2 lg:grid-cols-4">
          {(alcaldias.data ?? []).map((a) => (
            <label key={a.id} className="flex min-h-11 items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                className="size-4"
                checked={zones.includes(a.id)}
                onChange={(e) => setZones((z) => (e.target.checked ? [...z, a.id] : z.filter((id) => id !== a.id)))}
              />
              {a.nombre_canonico}
            </label>
          ))}
        </div>
        {colonias.length > 0 && <p className="mt-2 text-sm text-slate-600">Colonias: {colonias.map((c) => c.name).join(", ")}</p>}
        {errors.zone_ids && <p className="text-sm text-red-700">{errors.zone_ids}</p>}
      </fieldset>
      <Button type="submit" busy={save.isPending}>
        Guardar perfil
      </Button>
      {save.isSuccess && (
        <p className="sr-only" role="status">
          {AGENCY_MESSAGES.saved}
        </p>
      )}
    </form>
  );
}
