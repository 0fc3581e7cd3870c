import { Bath, BedDouble, Car, type CardIcon } from "@web/components/icons/card-icons";
import { formatDecimal } from "@domain/format/number";
import { roomNoun } from "@domain/properties/card-texts";
import type { Lang } from "@domain/i18n/lang";

export type ListingFact = { Icon: CardIcon; value: string; label: string };

// Bedrooms, bathrooms and parking for a card, each only when above 0 (a 0 is left out, not shown as "0").
export function listingFacts(p: { bedrooms: number; bathrooms: number; parking_spaces: number }, lang: Lang = "es"): ListingFact[] {
  const facts: (ListingFact | false)[] = [
    p.bedrooms > 0 && { Icon: BedDouble, value: formatDecimal(p.bedrooms), label: roomNoun("bedroom", p.bedrooms, lang) },
    p.bathrooms > 0 && { Icon: Bath, value: formatDecimal(p.bathrooms), label: roomNoun("bathroom", p.bathrooms, lang) },
    p.parking_spaces > 0 && { Icon: Car, value: formatDecimal(p.parking_spaces), label: roomNoun("parking", p.parking_spaces, lang) },
  ];
  return facts.filter((f): f is ListingFact => f !== false);
}
