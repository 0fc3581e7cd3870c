import { useSearchParams } from "react-router";
import { RequireAuth } from "@web/components/require-auth";
import { MyProfilePage } from "@web/features/my-profile/components/my-profile-page";
import { LocationField } from "@web/features/location-search/components/location-field";
import { PhoneVerification } from "@web/features/phone-verification/components/phone-verification";
import { BillingDataForm } from "@web/features/invoices/components/billing-data-form";

/** "Mi perfil", for every signed-in role; its colonias are picked with the place search, its numbers verified by SMS. */
export default function ProfileRoute() {
  const [search] = useSearchParams();
  return (
    <RequireAuth>
      <MyProfilePage
        search={search}
        billingData={<BillingDataForm />}
        PhoneVerification={({ label, onVerified }) => <PhoneVerification label={label} onVerified={onVerified} />}
        ColoniaField={({ label, onSelect, resetKey }) => (
          <LocationField key={resetKey} label={label} onSelect={onSelect} placeholder="Escribe una colonia" />
        )}
      />
    </RequireAuth>
  );
}
