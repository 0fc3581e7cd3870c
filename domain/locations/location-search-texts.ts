import type { Bilingual, TextsLike } from "../i18n/bilingual";
import { CDMX_NAME, LOCATION_TIPO_LABELS } from "./location";

// The location search's words (the home page's form, the search pages' field and the
// commute's destination). Place names themselves stay as the catalogue writes them.
const LOCATION_SEARCH_TEXTS_ES = {
  wholeCity: `Buscar en toda la ${CDMX_NAME}`,
  empty: "No se encontraron ubicaciones. Prueba con otra búsqueda.",
  clear: "Limpiar búsqueda",
  placeholder: "Colonia, alcaldía o estado",
  hint: "Selecciona una ubicación de la lista",
  formLabel: "Buscar propiedades",
  operationQuestion: "¿Quieres rentar o comprar?",
  where: "¿Dónde quieres vivir?",
  submit: "Buscar",
  willSearch: "Buscarás en",
  tipos: LOCATION_TIPO_LABELS,
};

const LOCATION_SEARCH_TEXTS_EN: TextsLike<typeof LOCATION_SEARCH_TEXTS_ES> = {
  wholeCity: "Search all of Mexico City",
  empty: "No locations found. Try another search.",
  clear: "Clear search",
  placeholder: "Neighborhood, borough or state",
  hint: "Choose a location from the list",
  formLabel: "Search properties",
  operationQuestion: "Do you want to rent or buy?",
  where: "Where do you want to live?",
  submit: "Search",
  willSearch: "You will search in",
  tipos: { estado: "State", municipio: "Borough", colonia: "Neighborhood" },
};

export const LOCATION_SEARCH_TEXTS: Bilingual<TextsLike<typeof LOCATION_SEARCH_TEXTS_ES>> = {
  es: LOCATION_SEARCH_TEXTS_ES,
  en: LOCATION_SEARCH_TEXTS_EN,
};
