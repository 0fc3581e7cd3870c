import { Bath, BedDouble, Car, LandPlot, Ruler, Wallet, type LucideIcon } from "lucide-react";
import type { PropertyDetail } from "@domain/properties/property";
import { propertyFacts, type FactKey } from "../property-text";

const ICONS: Record<FactKey, LucideIcon> = {
  bedrooms: BedDouble,
  bathrooms: Bath,
  parking: Car,
  built: Ruler,
  total: LandPlot,
  maintenance: Wallet,
};

/** Bedrooms, bathrooms, parking (each only above 0), areas and maintenance, as icon tiles. */
export function PropertyFacts({ property }: { property: PropertyDetail }) {
  const facts = propertyFacts(property);
  if (facts.length === 0) return null;
  return (
    <ul aria-label="Características principales" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {facts.map(({ key, label }) => {
        const Icon = ICONS[key];
        return (
          <li key={key} className="flex min-h-14 items-center gap-3 rounded-xl border border-slate-200 px-3 py-2.5">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary-50 text-primary-700">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <span className="text-sm leading-snug font-semibold text-slate-800">{label}</span>
          </li>
        );
      })}
    </ul>
  );
}
