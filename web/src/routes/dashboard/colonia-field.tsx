import type { ColoniaFieldProps } from "@web/features/agency-admin/components/zones-field";
import { LocationField } from "@web/features/location-search/components/location-field";

/** The agency's colonias picked with the place search (a new `resetKey` empties it). */
export function DashboardColoniaField({ label, onSelect, resetKey }: ColoniaFieldProps) {
  return <LocationField key={resetKey} label={label} onSelect={onSelect} placeholder="Escribe una colonia" />;
}
