import { nounFor } from "../format/number";

// The words of the search's chips and filter buttons ('Desde $10,000', '3+ recámaras').

/** 'Desde $10,000', 'Hasta 90 m²', '$1,000 – $2,000'. */
export function rangeText(min: number | null, max: number | null, format: (n: number) => string): string | null {
  if (min !== null && max !== null) return `${format(min)} – ${format(max)}`;
  if (min !== null) return `Desde ${format(min)}`;
  if (max !== null) return `Hasta ${format(max)}`;
  return null;
}

/** '3+ recámaras', '1+ baño'. */
export function minimumText(n: number, noun: string): string {
  return `${n}+ ${nounFor(n, noun)}`;
}

/** 'casa-capital-inmobiliaria' → 'Casa Capital Inmobiliaria'. */
export function agencyName(slug: string): string {
  return slug
    .split("-")
    .filter(Boolean)
    .map((word) => word.charAt(0).toLocaleUpperCase("es-MX") + word.slice(1))
    .join(" ");
}
