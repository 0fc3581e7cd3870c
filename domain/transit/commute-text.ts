import { formatDecimal } from "../format/number";

// The commute search's words and limits (domain/transit/commute.ts estimates the minutes):
// the search table's rows, the API's messages, the page's question and the cards' line.

/** Where a destination may be: the Valle de México the shipped lines serve (CDMX and its Edomex suburbs). */
export const COMMUTE_AREA = { south: 19.05, north: 19.9, west: -99.4, east: -98.85 } as const;
/** traslado_max's choices in the page, and its bounds in the URL. */
export const COMMUTE_MAX_OPTIONS = [20, 30, 45, 60, 90] as const;
export const COMMUTE_MAX_BOUNDS = { min: 5, max: 180 } as const;

export const COMMUTE_TEXT = {
  question: "¿Cuánto tardas a tu trabajo?",
  destinationLabel: "Tu trabajo o escuela",
  destinationParam: "Destino",
  maxLabel: "Tiempo máximo",
  anyMax: "Sin límite",
  sortLabel: "Tiempo de traslado",
  outside: "Tu destino está fuera de la Ciudad de México y su zona metropolitana: no calculamos traslados hasta allá.",
  needsDestination: "Elige tu destino para filtrar u ordenar por tiempo de traslado.",
  noStationNearDestination:
    "No hay estaciones de Metro, Metrobús, Tren Ligero, Cablebús ni Tren Suburbano a menos de 1 km de tu destino: solo estimamos lo que se hace a pie.",
  noStationNearListing: "Sin estación a menos de 1 km: no estimamos su traslado",
  change: "Cambiar destino",
  clear: "Quitar destino",
  placeholder: "Colonia o lugar",
  estimate:
    "Estimación en transporte público: caminar a la estación, esperar, el tiempo promedio por estación y por transbordo, y caminar a tu destino.",
} as const;

/** A card's line in a commute search: '35 min a tu destino en transporte público', or why there is no estimate. */
export function listingCommuteText({ minutes, has_station }: { minutes: number | null; has_station: boolean }): string {
  if (minutes !== null) return `${minutes} min a tu destino en transporte público`;
  return has_station ? "Sin estimación de traslado a tu destino" : COMMUTE_TEXT.noStationNearListing;
}

/** The chip: 'Hasta 45 min a Reforma 222', or 'Traslado a Reforma 222' without a maximum. */
export function commuteChipText(destination: string | null, max: number | null): string {
  const place = destination ?? "tu destino";
  return max === null ? `Traslado a ${place}` : `Hasta ${max} min a ${place}`;
}

/** '12 más no tienen estación a menos de 1 km': the listings a maximum left out because nothing estimates theirs. */
export function withoutStationText(n: number): string {
  return `${formatDecimal(n)} más ${n === 1 ? "no tiene" : "no tienen"} estación a menos de 1 km`;
}
