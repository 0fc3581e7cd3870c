import { Building2, Landmark, MapPin } from "lucide-react";
import { cn } from "@web/lib/cn";
import { LOCATION_TIPO_LABELS, type CanonicalLocation } from "@domain/locations/location";
import { propertyCountLabel } from "@domain/format/number";

const ICONS = { estado: Landmark, municipio: Building2, colonia: MapPin } as const;

type LocationOptionProps = {
  id: string;
  location: CanonicalLocation;
  active: boolean;
  onSelect: () => void;
  onHover: () => void;
};

/** One suggestion: name, context, type label and (if any) how many properties it has. */
export function LocationOption({ id, location, active, onSelect, onHover }: LocationOptionProps) {
  const Icon = ICONS[location.tipo] ?? MapPin;
  return (
    <li
      id={id}
      role="option"
      aria-selected={active}
      // Keep focus in the input: the click selects without blurring it first.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onSelect}
      onMouseMove={active ? undefined : onHover}
      className={cn("flex min-h-12 cursor-pointer items-start gap-3 rounded-lg px-3 py-2.5", active ? "bg-primary-50" : "hover:bg-slate-50")}
    >
      <span
        className={cn(
          "mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-lg",
          active ? "bg-primary-100 text-primary-800" : "bg-slate-100 text-slate-500",
        )}
      >
        <Icon aria-hidden="true" className="size-4" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-start justify-between gap-2">
          <span className="font-semibold text-slate-900">{location.nombre_canonico}</span>
          <span className="mt-0.5 shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
            {LOCATION_TIPO_LABELS[location.tipo] ?? location.tipo}
          </span>
        </span>
        {location.contexto && <span className="block text-sm text-slate-600">{location.contexto}</span>}
        {location.property_count > 0 && <span className="block text-xs text-slate-500">{propertyCountLabel(location.property_count)}</span>}
      </span>
    </li>
  );
}
