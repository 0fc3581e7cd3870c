import { formatDecimal } from "../format/number";
import type { Bilingual, TextsLike } from "../i18n/bilingual";
import type { Lang } from "../i18n/lang";

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
  pickOnMap: "Elegir en el mapa",
  pointOnMap: "Punto en el mapa",
  mapLabel: "Mapa para elegir tu destino: muévelo con el dedo, el ratón o las flechas hasta que el marcador quede en tu destino",
  mapHint: "Mueve el mapa o tócalo hasta que el marcador quede en tu destino.",
  usePoint: "Usar este punto",
  estimate:
    "Estimación en transporte público: caminar a la estación, esperar, el tiempo promedio por estación y por transbordo, y caminar a tu destino.",
} as const;

/** The commute search's words on English pages. */
export const COMMUTE_TEXT_EN: TextsLike<typeof COMMUTE_TEXT> = {
  question: "How long to your work?",
  destinationLabel: "Your work or school",
  destinationParam: "Destination",
  maxLabel: "Maximum time",
  anyMax: "No limit",
  sortLabel: "Commute time",
  outside: "Your destination is outside Mexico City and its metropolitan area: we do not estimate commutes that far.",
  needsDestination: "Choose your destination to filter or sort by commute time.",
  noStationNearDestination:
    "There are no Metro, Metrobús, Tren Ligero, Cablebús or Tren Suburbano stations within 1 km of your destination: we only estimate trips on foot.",
  noStationNearListing: "No station within 1 km: no commute estimate",
  change: "Change destination",
  clear: "Remove destination",
  placeholder: "Neighborhood or place",
  pickOnMap: "Choose on the map",
  pointOnMap: "Point on the map",
  mapLabel: "Map to choose your destination: move it with your finger, the mouse or the arrow keys until the marker is on your destination",
  mapHint: "Move the map or tap it until the marker is on your destination.",
  usePoint: "Use this point",
  estimate:
    "Public transport estimate: walking to the station, waiting, the average time per station and per transfer, and walking to your destination.",
};

export const COMMUTE_TEXT_BY_LANG: Bilingual<TextsLike<typeof COMMUTE_TEXT>> = { es: COMMUTE_TEXT, en: COMMUTE_TEXT_EN };

/** A card's line in a commute search: '35 min a tu destino en transporte público', or why there is no estimate. */
export function listingCommuteText({ minutes, has_station }: { minutes: number | null; has_station: boolean }, lang: Lang = "es"): string {
  if (lang === "en") {
    if (minutes !== null) return `${minutes} min to your destination by public transport`;
    return has_station ? "No commute estimate to your destination" : COMMUTE_TEXT_EN.noStationNearListing;
  }
  if (minutes !== null) return `${minutes} min a tu destino en transporte público`;
  return has_station ? "Sin estimación de traslado a tu destino" : COMMUTE_TEXT.noStationNearListing;
}

/** The chip: 'Hasta 45 min a Reforma 222', or 'Traslado a Reforma 222' without a maximum. */
export function commuteChipText(destination: string | null, max: number | null, lang: Lang = "es"): string {
  if (lang === "en") {
    const place = destination ?? "your destination";
    return max === null ? `Commute to ${place}` : `Up to ${max} min to ${place}`;
  }
  const place = destination ?? "tu destino";
  return max === null ? `Traslado a ${place}` : `Hasta ${max} min a ${place}`;
}

/** '12 más no tienen estación a menos de 1 km': the listings a maximum left out because nothing estimates theirs. */
export function withoutStationText(n: number, lang: Lang = "es"): string {
  if (lang === "en") return `${formatDecimal(n)} more ${n === 1 ? "has" : "have"} no station within 1 km`;
  return `${formatDecimal(n)} más ${n === 1 ? "no tiene" : "no tienen"} estación a menos de 1 km`;
}
