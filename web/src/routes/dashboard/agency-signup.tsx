import { AgencySignupSection } from "@web/features/agency-admin/components/agency-signup-section";
import { DashboardColoniaField } from "./colonia-field";

/**
 * "Alta de tu inmobiliaria" on the dashboard, its colonias picked with the place search.
 * The contact phone's SMS verification joins through `phoneVerification` once the phones
 * feature offers it.
 */
export function DashboardAgencySignup() {
  return <AgencySignupSection ColoniaField={DashboardColoniaField} />;
}
