import { Bath, BedDouble, Car, type LucideIcon } from "lucide-react";
import { formatDecimal } from "@domain/format/number";

export type ListingFact = { Icon: LucideIcon; value: string; label: string };

// Bedrooms, bathrooms and parking for a card, each only when above 0 (SPEC section 9).
export function listingFacts(p: { bedrooms: number; bathrooms: number; parking_spaces: number }): ListingFact[] {
  const facts: (ListingFact | false)[] = [
    p.bedrooms > 0 && { Icon: BedDouble, value: formatDecimal(p.bedrooms), label: p.bedrooms === 1 ? "recámara" : "recámaras" },
    p.bathrooms > 0 && { Icon: Bath, value: formatDecimal(p.bathrooms), label: p.bathrooms === 1 ? "baño" : "baños" },
    p.parking_spaces > 0 && {
      Icon: Car,
      value: formatDecimal(p.parking_spaces),
      label: p.parking_spaces === 1 ? "estacionamiento" : "estacionamientos",
    },
  ];
  return facts.filter((f): f is ListingFact => f !== false);
}
