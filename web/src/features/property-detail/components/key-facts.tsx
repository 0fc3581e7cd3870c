import { PROPERTY_PAGE_TEXTS } from "@domain/properties/property-page-texts";
import { useLang } from "@web/lib/i18n/lang-context";
import type { PropertyDetail } from "@domain/properties/property";
import { factLines } from "@domain/listings/fact-lines";
import { FactList } from "@web/components/fact-list";
import { DetailSection } from "./detail-section";

/** "Datos clave": every fact the advertiser attests that applies to the listing, or "No indicado". */
export function KeyFacts({ property: p }: { property: PropertyDetail }) {
  const lang = useLang();
  const lines = factLines(p.facts, { operation: p.operation_type, type: p.property_type, maintenance: p.maintenance }, lang);
  if (lines.length === 0) return null;
  return (
    <DetailSection title={PROPERTY_PAGE_TEXTS[lang].keyFacts}>
      <FactList lines={lines} />
    </DetailSection>
  );
}
