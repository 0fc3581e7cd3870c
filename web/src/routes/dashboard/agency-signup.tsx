import { AgencySignupSection } from "@web/features/agency-admin/components/agency-signup-section";
import { PhoneVerification } from "@web/features/phone-verification/components/phone-verification";
import { DashboardColoniaField } from "./colonia-field";

/**
 * "Alta de tu inmobiliaria" on the dashboard: its colonias picked with the place search, its
 * contact phone verified by SMS in place.
 */
export function DashboardAgencySignup() {
  return (
    <AgencySignupSection
      ColoniaField={DashboardColoniaField}
      PhoneVerification={({ label, onVerified }) => <PhoneVerification label={label} onVerified={onVerified} />}
    />
  );
}
