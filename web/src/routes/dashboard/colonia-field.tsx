import type { ColoniaFieldProps } from "@web/features/agency-admin/components/zones-field";
import { LocationField } from "@web/features/location-search/components/location-field";
import { ADVERTISER_PROFILE_TEXT } from "@domain/profile/my-profile-text";
import { useLang } from "@web/lib/i18n/lang-context";

/** The agency's colonias picked with the place search (a new `resetKey` empties it). */
export function DashboardColoniaField({ label, onSelect, resetKey }: ColoniaFieldProps) {
  const lang = useLang();
  return <LocationField key={resetKey} label={label} onSelect={onSelect} placeholder={ADVERTISER_PROFILE_TEXT.zonePlaceholder[lang]} />;
}
