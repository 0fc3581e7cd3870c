import { AgencyProfileSection } from "@web/features/agency-admin/components/agency-profile-form";
import { LocationField } from "@web/features/location-search/components/location-field";

/** The agency's profile on the dashboard's "Resumen", its colonias picked with the place search. */
export function DashboardAgencyProfile() {
  return (
    <AgencyProfileSection
      ColoniaField={({ label, onSelect, resetKey }) => (
        <LocationField key={resetKey} label={label} onSelect={onSelect} placeholder="Escribe una colonia" />
      )}
    />
  );
}
