import { useRef, useState, type FormEvent, type ReactNode } from "react";
import { ImageUp, X } from "lucide-react";
import { Link } from "react-router";
import { AGENCY_MESSAGES, AGENCY_PROFILE_LIMITS, agencyProfileSchema, type AgencyProfile, type AgencyZone } from "@domain/agencies/agency-profile";
import type { CanonicalLocation } from "@domain/locations/location";
import { pageHref } from "@domain/pages/page-routes";
import { AgencyLogo } from "@web/components/agency-logo";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { useAlcaldiaOptions, useMyAgency, useSaveMyAgency, useUploadLogo } from "../hooks/use-agency-admin";

/** The place autocomplete (another feature), given by the route; a new `resetKey` empties it. */
export type ColoniaFieldProps = { label: string; onSelect: (location: CanonicalLocation) => void; resetKey: number };

/**
 * "Perfil de la inmobiliaria": logo, description and the zones it works (alcaldías ticked,
 * colonias added through the place autocomplete), as its public page shows them.
 */
export function AgencyProfileSection({ ColoniaField }: { ColoniaField: (props: ColoniaFieldProps) => ReactNode }) {
  const agency = useMyAgency();
  return (
    <section aria-labelledby="perfil-inmobiliaria" className="mt-6 rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id="perfil-inmobiliaria" className="text-lg font-semibold text-slate-900">
        Perfil de la inmobiliaria
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
  const alcaldias = useAlcaldiaOptions();
  const save = useSaveMyAgency();
  const logo = useUploadLogo();
  const logoInput = useRef<HTMLInputElement>(null);
  const [description, setDescription] = useState(profile.description ?? "");
  const [alcaldiaIds, setAlcaldiaIds] = useState<string[]>(profile.zones.filter((z) => z.kind === "alcaldia").map((z) => z.id));
  const [colonias, setColonias] = useState<AgencyZone[]>(profile.zones.filter((z) => z.kind === "colonia"));
  const [fieldKey, setFieldKey] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const zones = [...alcaldiaIds, ...colonias.map((c) => c.id)];

  // A colonia is added, an alcaldía ticked; anything else (an estado, a city) is not a zone.
  // The server checks that each one is Mexico City's.
  const addPlace = (place: CanonicalLocation) => {
    setFieldKey((k) => k + 1);
    if (place.tipo === "colonia") {
      setErrors(({ zone_ids: _, ...rest }) => rest);
      setColonias((list) => (list.some((c) => c.id === place.id) ? list : [...list, { id: place.id, name: place.nombre_canonico, kind: "colonia" }]));
    } else if (place.tipo === "municipio" && alcaldias.data?.some((a) => a.id === place.id)) {
      setErrors(({ zone_ids: _, ...rest }) => rest);
      setAlcaldiaIds((ids) => (ids.includes(place.id) ? ids : [...ids, place.id]));
    } else {
      setErrors((e) => ({ ...e, zone_ids: AGENCY_MESSAGES.zone }));
    }
  };

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
        <div>
          {/* Our button opens the hidden input: the browser's own one speaks its own language. */}
          <Button variant="outline" busy={logo.isPending} onClick={() => logoInput.current?.click()} aria-describedby="agency-logo-help">
            <ImageUp aria-hidden="true" className="size-5" />
            {profile.logo_url ? "Cambiar logo" : "Subir logo"}
          </Button>
          <p id="agency-logo-help" className="mt-1 text-sm text-slate-500">
            JPG, PNG o WebP, hasta {AGENCY_PROFILE_LIMITS.logoMaxBytes / 1024 / 1024} MB.
          </p>
          <input
            ref={logoInput}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            aria-label="Elegir logo"
            hidden
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) logo.mutate(file);
              e.target.value = "";
            }}
          />
        </div>
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
                checked={alcaldiaIds.includes(a.id)}
                onChange={(e) => setAlcaldiaIds((ids) => (e.target.checked ? [...ids, a.id] : ids.filter((id) => id !== a.id)))}
              />
              {a.nombre_canonico}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="max-w-md">
        <ColoniaField label="Colonias donde trabajas" onSelect={addPlace} resetKey={fieldKey} />
        {colonias.length > 0 && (
          <ul aria-label="Colonias elegidas" className="mt-2 flex flex-wrap gap-2">
            {colonias.map((c) => (
              <li key={c.id} className="flex items-center rounded-full bg-primary-50 pl-3 text-sm text-primary-800">
                {c.name}
                <button
                  type="button"
                  aria-label={`Quitar ${c.name}`}
                  className="flex size-11 items-center justify-center rounded-full hover:bg-primary-100 focus-visible:outline-2 focus-visible:outline-primary-600"
                  onClick={() => setColonias((list) => list.filter((x) => x.id !== c.id))}
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {errors.zone_ids && (
        <p role="alert" className="text-sm text-red-700">
          {errors.zone_ids}
        </p>
      )}
      <p className="text-sm text-slate-500">
        {zones.length} de {AGENCY_PROFILE_LIMITS.zonesMax} zonas.
      </p>
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
