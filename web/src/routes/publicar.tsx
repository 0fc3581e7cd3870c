import { RequireAuth } from "@web/components/require-auth";
import { PhotoManager } from "@web/features/listing-photos/components/photo-manager";
import { LocationField } from "@web/features/location-search/components/location-field";
import { PhoneVerification } from "@web/features/phone-verification/components/phone-verification";
import { PublishPage } from "@web/features/publish-listing/components/publish-page";
import { PUBLISH_TEXT } from "@domain/listings/publish-text";
import { useLang } from "@web/lib/i18n/lang-context";

// The page composes four features: the step-by-step form, the location autocomplete
// (colonias), the photo manager and the phone verification (before the first publish).
export default function PublicarRoute() {
  const lang = useLang();
  return (
    <RequireAuth>
      <PublishPage
        LocationField={({ label, placeName, onSelect }) => (
          <LocationField
            key={placeName ?? ""}
            label={label}
            placeName={placeName}
            onSelect={onSelect}
            placeholder={PUBLISH_TEXT.coloniaPlaceholder[lang]}
          />
        )}
        PhotoStep={({ listingId, title, photos, onPhotosChange }) => (
          <PhotoManager listingId={listingId} title={title} photos={photos} onPhotosChange={onPhotosChange} />
        )}
        PhoneVerification={({ label, onVerified }) => <PhoneVerification label={label} onVerified={onVerified} />}
      />
    </RequireAuth>
  );
}
