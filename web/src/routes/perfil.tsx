import { useSearchParams } from "react-router";
import { RequireAuth } from "@web/components/require-auth";
import { MyProfilePage } from "@web/features/my-profile/components/my-profile-page";
import { LocationField } from "@web/features/location-search/components/location-field";
import { PhoneVerification } from "@web/features/phone-verification/components/phone-verification";
import { BillingDataForm } from "@web/features/invoices/components/billing-data-form";
import { ADVERTISER_PROFILE_TEXT } from "@domain/profile/my-profile-text";
import { useLang } from "@web/lib/i18n/lang-context";

/** "Mi perfil", for every signed-in role; its colonias are picked with the place search, its numbers verified by SMS. */
export default function ProfileRoute() {
  const [search] = useSearchParams();
  const lang = useLang();
  return (
    <RequireAuth>
      <MyProfilePage
        search={search}
        billingData={<BillingDataForm />}
        PhoneVerification={({ label, onVerified }) => <PhoneVerification label={label} onVerified={onVerified} />}
        ColoniaField={({ label, onSelect, resetKey }) => (
          <LocationField key={resetKey} label={label} onSelect={onSelect} placeholder={ADVERTISER_PROFILE_TEXT.zonePlaceholder[lang]} />
        )}
      />
    </RequireAuth>
  );
}
