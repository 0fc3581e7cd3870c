import { RequireAuth } from "@web/components/require-auth";
import { ImportPage } from "@web/features/listing-imports/components/import-page";
import { PhoneVerification } from "@web/features/phone-verification/components/phone-verification";

// Agents and agencies bring their listings from a file (CSV, XLSX, EasyBroker JSON); an
// account without a verified phone verifies it there first.
export default function ImportPropertiesPage() {
  return (
    <RequireAuth>
      <ImportPage PhoneVerification={({ label, onVerified }) => <PhoneVerification label={label} onVerified={onVerified} />} />
    </RequireAuth>
  );
}
