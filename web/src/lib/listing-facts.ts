import { Bath, BedDouble, Car, type LucideIcon } from "lucide-react";
import { formatDecimal, nounFor } from "@domain/format/number";

export type ListingFact = { Icon: LucideIcon; value: string; label: string };

// Bedrooms, bathrooms and parking for a card, each only when above 0 (a 0 is left out, not shown as "0").
export function listingFacts(p: { bedrooms: number; bathrooms: number; parking_spaces: number }): ListingFact[] {
  const facts: (ListingFact | false)[] = [
    p.bedrooms > 0 && { Icon: BedDouble, value: formatDecimal(p.bedrooms), label: nounFor(p.bedrooms, "recámara") },
    p.bathrooms > 0 && { Icon: Bath, value: formatDecimal(p.bathrooms), label: nounFor(p.bathrooms, "baño") },
    p.parking_spaces > 0 && {
      Icon: Car,
      value: formatDecimal(p.parking_spaces),
      label: nounFor(p.parking_spaces, "estacionamiento"),
    },
  ];
  return facts.filter((f): f is ListingFact => f !== false);
}
