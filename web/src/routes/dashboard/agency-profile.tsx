import { AgencyProfileSection } from "@web/features/agency-admin/components/agency-profile-form";
import { DashboardColoniaField } from "./colonia-field";

/** The agency's profile on the dashboard's "Resumen", its colonias picked with the place search. */
export function DashboardAgencyProfile() {
  return <AgencyProfileSection ColoniaField={DashboardColoniaField} />;
}
