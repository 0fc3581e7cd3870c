import { useState, type ReactNode } from "react";
import { X } from "lucide-react";
import { AGENCY_ADMIN_TEXT as T } from "@domain/agencies/agency-admin-text";
import { AGENCY_MESSAGES, type AgencyZone } from "@domain/agencies/agency-profile";
import type { CanonicalLocation } from "@domain/locations/location";
import { useText } from "@web/lib/i18n/lang-context";
import { useMessageIn } from "@web/lib/i18n/use-message-in";
import { useAlcaldiaOptions } from "../hooks/use-agency-admin";

/** The place autocomplete (another feature), given by the route; a new `resetKey` empties it. */
export type ColoniaFieldProps = { label: string; onSelect: (location: CanonicalLocation) => void; resetKey: number };

export type ZonesValue = { alcaldiaIds: string[]; colonias: AgencyZone[] };
export const zonesOf = (zones: AgencyZone[]): ZonesValue => ({
  alcaldiaIds: zones.filter((z) => z.kind === "alcaldia").map((z) => z.id),
  colonias: zones.filter((z) => z.kind === "colonia"),
});
export const zoneIds = (value: ZonesValue) => [...value.alcaldiaIds, ...value.colonias.map((c) => c.id)];

/**
 * The zones an agency works: alcaldías ticked, colonias added through the place
 * autocomplete and removed by their chip. Anything else (an estado, a city) is not a zone;
 * the server checks that each one is Mexico City's.
 */
export function ZonesField({
  value,
  onChange,
  error,
  onError,
  ColoniaField,
}: {
  value: ZonesValue;
  onChange: (value: ZonesValue) => void;
  error?: string;
  onError: (message: string | undefined) => void;
  ColoniaField: (props: ColoniaFieldProps) => ReactNode;
}) {
  const t = useText();
  const m = useMessageIn();
  const alcaldias = useAlcaldiaOptions();
  const [fieldKey, setFieldKey] = useState(0);
  const { alcaldiaIds, colonias } = value;

  const addPlace = (place: CanonicalLocation) => {
    setFieldKey((k) => k + 1);
    if (place.tipo === "colonia") {
      onError(undefined);
      if (!colonias.some((c) => c.id === place.id))
        onChange({ alcaldiaIds, colonias: [...colonias, { id: place.id, name: place.nombre_canonico, kind: "colonia" }] });
    } else if (place.tipo === "municipio" && alcaldias.data?.some((a) => a.id === place.id)) {
      onError(undefined);
      if (!alcaldiaIds.includes(place.id)) onChange({ alcaldiaIds: [...alcaldiaIds, place.id], colonias });
    } else {
      onError(m(AGENCY_MESSAGES.zone));
    }
  };

  return (
    <>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{t(T.alcaldiasLegend)}</legend>
        <div className="mt-2 grid grid-cols-1 gap-1 sm:grid-cols-2 lg:grid-cols-4">
          {(alcaldias.data ?? []).map((a) => (
            <label key={a.id} className="flex min-h-11 items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                className="size-4"
                checked={alcaldiaIds.includes(a.id)}
                onChange={(e) =>
                  onChange({ alcaldiaIds: e.target.checked ? [...alcaldiaIds, a.id] : alcaldiaIds.filter((id) => id !== a.id), colonias })
                }
              />
              {a.nombre_canonico}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="max-w-md">
        <ColoniaField label={t(T.coloniasLabel)} onSelect={addPlace} resetKey={fieldKey} />
        {colonias.length > 0 && (
          <ul aria-label={t(T.coloniasChosen)} className="mt-2 flex flex-wrap gap-2">
            {colonias.map((c) => (
              <li key={c.id} className="flex items-center rounded-full bg-primary-50 pl-3 text-sm text-primary-800">
                {c.name}
                <button
                  type="button"
                  aria-label={t(T.removeZone)(c.name)}
                  className="flex size-11 items-center justify-center rounded-full hover:bg-primary-100 focus-visible:outline-2 focus-visible:outline-primary-600"
                  onClick={() => onChange({ alcaldiaIds, colonias: colonias.filter((x) => x.id !== c.id) })}
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <p className="text-sm text-slate-500">{t(T.zonesCount)(alcaldiaIds.length + colonias.length)}</p>
    </>
  );
}
