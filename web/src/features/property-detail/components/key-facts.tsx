import type { PropertyDetail } from "@domain/properties/property";
import { factLines } from "@domain/listings/fact-lines";
import { DetailSection } from "./detail-section";

/** "Datos clave": every fact the advertiser attests that applies to the listing, or "No indicado". */
export function KeyFacts({ property: p }: { property: PropertyDetail }) {
  const lines = factLines(p.facts, { operation: p.operation_type, type: p.property_type, maintenance: p.maintenance });
  if (lines.length === 0) return null;
  return (
    <DetailSection title="Datos clave">
      <dl className="grid grid-cols-1 gap-x-6 sm:grid-cols-2">
        {lines.map((l) => (
          <div key={l.key} className="flex items-baseline justify-between gap-4 border-b border-slate-100 py-2.5">
            <dt className="text-sm text-slate-600">{l.label}</dt>
            <dd className={l.given ? "text-right text-sm font-semibold text-slate-900" : "text-right text-sm text-slate-500"}>{l.value}</dd>
          </div>
        ))}
      </dl>
    </DetailSection>
  );
}
