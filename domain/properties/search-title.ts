import { formatPriceMXN } from "../format/money";
import { CDMX_NAME } from "../locations/location";
import { OPERATION_LABELS, PROPERTY_TYPE_LABELS, type Operation, type PropertyType } from "./property";

/** 'Departamentos en renta', 'Propiedades en venta': what a search looks for, as titles begin. */
export function searchSubject(tipo: PropertyType | null, operation: Operation): string {
  const what = tipo ? PROPERTY_TYPE_LABELS[tipo].plural : "Propiedades";
  return `${what} ${OPERATION_LABELS[operation].toLowerCase()}`;
}

/** Where a search without a place looks: the city Hogaria publishes in. */
export const WHOLE_CITY_TEXT = `en la ${CDMX_NAME}`;
/** Where a search of a drawn zone, or of the map's view, looks. */
export const DRAWN_ZONE_TEXT = "en la zona dibujada";
export const MAP_ZONE_TEXT = "en la zona del mapa";

/** ', hasta $25,000', ', desde $10,000', ', de $10,000 a $25,000': a title's price range, or nothing. */
export function priceRangeText(min: number | null | undefined, max: number | null | undefined): string {
  const has = (n: number | null | undefined): n is number => n !== null && n !== undefined;
  if (has(min) && has(max)) return `, de ${formatPriceMXN(min)} a ${formatPriceMXN(max)}`;
  if (has(max)) return `, hasta ${formatPriceMXN(max)}`;
  if (has(min)) return `, desde ${formatPriceMXN(min)}`;
  return "";
}
