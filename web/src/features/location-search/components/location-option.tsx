import { Building2, Landmark, MapPin } from "lucide-react";
import type { CanonicalLocation } from "@domain/locations/location";
import { LOCATION_SEARCH_TEXTS } from "@domain/locations/location-search-texts";
import { useLang } from "@web/lib/i18n/lang-context";
import { propertyCountLabel } from "@domain/format/number";
import { OptionRow } from "./option-row";

const ICONS = { estado: Landmark, municipio: Building2, colonia: MapPin } as const;

type LocationOptionProps = {
  id: string;
  location: CanonicalLocation;
  active: boolean;
  onSelect: () => void;
  onHover: () => void;
};

/** One suggestion: name, context, type label and (if any) how many properties it has for the search's operation. */
export function LocationOption({ location, ...row }: LocationOptionProps) {
  const lang = useLang();
  return (
    <OptionRow {...row} icon={ICONS[location.tipo] ?? MapPin}>
      <span className="flex items-start justify-between gap-2">
        <span className="font-semibold text-slate-900">{location.nombre_canonico}</span>
        <span className="mt-0.5 shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
          {LOCATION_SEARCH_TEXTS[lang].tipos[location.tipo] ?? location.tipo}
        </span>
      </span>
      {location.contexto && <span className="block text-sm text-slate-600">{location.contexto}</span>}
      {location.property_count > 0 && <span className="block text-xs text-slate-500">{propertyCountLabel(location.property_count, lang)}</span>}
    </OptionRow>
  );
}
