import { amenityName } from "@domain/listings/amenities";
import { PROPERTY_PAGE_TEXTS } from "@domain/properties/property-page-texts";
import { useLang } from "@web/lib/i18n/lang-context";
import { Check } from "lucide-react";
import { DetailSection } from "./detail-section";

/** Amenities and extras as chips, the form's amenities named in the page's language. */
export function PropertyFeatures({ features }: { features: string[] }) {
  const lang = useLang();
  if (features.length === 0) return null;
  return (
    <DetailSection title={PROPERTY_PAGE_TEXTS[lang].amenities}>
      <ul className="flex flex-wrap gap-2">
        {features.map((feature) => (
          <li
            key={feature}
            className="inline-flex items-center gap-1.5 rounded-full border border-slate-200 bg-slate-50 px-3 py-1.5 text-sm font-medium text-slate-700"
          >
            <Check aria-hidden="true" className="size-4 text-primary-700" />
            {amenityName(feature, lang)}
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}
