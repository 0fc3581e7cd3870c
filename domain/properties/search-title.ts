import { CDMX_NAME } from "../locations/location";
import { OPERATION_LABELS, PROPERTY_TYPE_LABELS, type Operation, type PropertyType } from "./property";

/** 'Departamentos en renta', 'Propiedades en venta': what a search looks for, as titles begin. */
export function searchSubject(tipo: PropertyType | null, operation: Operation): string {
  const what = tipo ? PROPERTY_TYPE_LABELS[tipo].plural : "Propiedades";
  return `${what} ${OPERATION_LABELS[operation].toLowerCase()}`;
}

/** Where a search without a place looks: the city Hogaria publishes in. */
export const WHOLE_CITY_TEXT = `en la ${CDMX_NAME}`;
