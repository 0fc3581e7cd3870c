import { PROPERTY_TYPE_LABELS, type OperationType } from "@domain/properties/property";
import { formatCount, formatPriceMXN } from "@domain/format/money";
import type { FilterKey, SearchState } from "./search-state";

const OPERATION_TEXT: Record<OperationType, string> = { venta: "en venta", renta: "en renta", remate: "en remate" };

/** Where the search looks, for the title: the drawn zone, the map's view, the place or the city. */
export function placeText(state: SearchState, placeName: string | null): string {
  if (state.polygon) return "en la zona dibujada";
  if (state.bounds) return "en la zona del mapa";
  const name = placeName ?? state.place?.name;
  if (name) return `en ${name}`;
  return "en la Ciudad de México";
}

/** 'Departamentos en renta en Polanco', 'Propiedades en venta en la Ciudad de México'. */
export function searchTitle(state: SearchState, placeName: string | null): string {
  const what = state.tipo ? PROPERTY_TYPE_LABELS[state.tipo].plural : "Propiedades";
  return `${what} ${OPERATION_TEXT[state.operation]} ${placeText(state, placeName)}`;
}


/** '3+ recámaras', '1+ baño'. */
export function minimumText(n: number, singular: string, plural: string): string {
  return `${n}+ ${n === 1 ? singular : plural}`;
}

export function rangeText(min: number | null, max: number | null, format: (n: number) => string): string | null {
  if (min !== null && max !== null) return `${format(min)} – ${format(max)}`;
  if (min !== null) return `Desde ${format(min)}`;
  if (max !== null) return `Hasta ${format(max)}`;
  return null;
}

const areaText = (n: number) => `${formatCount(n)} m²`;

/** 'casa-capital-inmobiliaria' → 'Casa Capital Inmobiliaria'. */
export function agencyName(slug: string): string {
  return slug
    .split("-")
    .filter(Boolean)
    .map((word) => word.charAt(0).toLocaleUpperCase("es-MX") + word.slice(1))
    .join(" ");
}

export type FilterChip = { key: FilterKey; label: string };

/** The hand-set filters as removable chips, in the order the filter bar shows them. */
export function filterChips(state: SearchState): FilterChip[] {
  const chips: Array<FilterChip | null> = [
    state.tipo ? { key: "tipo", label: PROPERTY_TYPE_LABELS[state.tipo].plural } : null,
    state.precioMin !== null || state.precioMax !== null
      ? { key: "precio", label: rangeText(state.precioMin, state.precioMax, formatPriceMXN) ?? "" }
      : null,
    state.recamaras ? { key: "recamaras", label: minimumText(state.recamaras, "recámara", "recámaras") } : null,
    state.banos ? { key: "banos", label: minimumText(state.banos, "baño", "baños") } : null,
    state.estacionamientos
      ? { key: "estacionamientos", label: minimumText(state.estacionamientos, "estacionamiento", "estacionamientos") }
      : null,
    state.superficieMin !== null || state.superficieMax !== null
      ? { key: "superficie", label: rangeText(state.superficieMin, state.superficieMax, areaText) ?? "" }
      : null,
    state.inmobiliaria ? { key: "inmobiliaria", label: `Inmobiliaria: ${agencyName(state.inmobiliaria)}` } : null,
  ];
  return chips.filter((c): c is FilterChip => c !== null);
}

export type DesktopFilterId = "tipo" | "precio" | "recamaras" | "mas";

export const DESKTOP_FILTERS: ReadonlyArray<{ id: DesktopFilterId; label: string }> = [
  { id: "tipo", label: "Tipo" },
  { id: "precio", label: "Precio" },
  { id: "recamaras", label: "Recámaras" },
  { id: "mas", label: "Más filtros" },
];

/** What each desktop filter button says when it has a value ('Departamentos', '3+ recámaras'…). */
export function filterSummaries(state: SearchState): Record<DesktopFilterId, string | null> {
  const more = [state.banos, state.estacionamientos, state.superficieMin ?? state.superficieMax].filter((v) => v !== null).length;
  return {
    tipo: state.tipo ? PROPERTY_TYPE_LABELS[state.tipo].plural : null,
    precio: rangeText(state.precioMin, state.precioMax, formatPriceMXN),
    recamaras: state.recamaras ? minimumText(state.recamaras, "recámara", "recámaras") : null,
    mas: more > 0 ? `Más filtros (${more})` : null,
  };
}
