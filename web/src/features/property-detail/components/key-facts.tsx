import type { PropertyDetail } from "@domain/properties/property";
import { factLines } from "@domain/listings/fact-lines";
import { FactList } from "@web/components/fact-list";
import { DetailSection } from "./detail-section";

/** "Datos clave": every fact the advertiser attests that applies to the listing, or "No indicado". */
export function KeyFacts({ property: p }: { property: PropertyDetail }) {
  const lines = factLines(p.facts, { operation: p.operation_type, type: p.property_type, maintenance: p.maintenance });
  if (lines.length === 0) return null;
  return (
    <DetailSection title="Datos clave">
      <FactList lines={lines} />
    </DetailSection>
  );
}
