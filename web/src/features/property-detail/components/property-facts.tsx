import { PROPERTY_PAGE_TEXTS } from "@domain/properties/property-page-texts";
import { useLang } from "@web/lib/i18n/lang-context";
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

// The tiles' long words, with a soft hyphen at a syllable break: on a phone a tile is about
// 100 px wide, too narrow for "estacionamiento", and browsers without a Spanish hyphenation
// dictionary (Chromium on Linux and Windows) would otherwise break it anywhere or overflow.
const SOFT_BREAKS: Record<string, string> = {
  estacionamiento: "estaciona\u00ADmiento",
  estacionamientos: "estaciona\u00ADmientos",
  mantenimiento: "manteni\u00ADmiento",
};
const withSoftBreaks = (label: string) =>
  label.replace(/\p{L}+/gu, (word) => {
    const soft = SOFT_BREAKS[word.toLowerCase()];
    if (!soft) return word;
    return word[0] === word[0]!.toUpperCase() ? soft[0]!.toUpperCase() + soft.slice(1) : soft;
  });

/** Bedrooms, bathrooms, parking (each only above 0), areas and maintenance, as icon tiles. */
export function PropertyFacts({ property }: { property: PropertyDetail }) {
  const lang = useLang();
  const facts = propertyFacts(property, lang);
  if (facts.length === 0) return null;
  return (
    <ul aria-label={PROPERTY_PAGE_TEXTS[lang].mainFacts} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {facts.map(({ key, label }) => {
        const Icon = ICONS[key];
        return (
          <li key={key} className="flex min-h-14 items-center gap-2.5 rounded-xl border border-slate-200 px-2.5 py-2.5 sm:gap-3 sm:px-3">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary-50 text-primary-700">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <span className="min-w-0 text-sm leading-snug font-semibold text-slate-800">{withSoftBreaks(label)}</span>
          </li>
        );
      })}
    </ul>
  );
}
