import type { Bilingual, TextsLike } from "../i18n/bilingual";

// The search map's words: its controls, the drawing hints, its status lines and the popup.
const RESULTS_MAP_TEXTS_ES = {
  region: "Mapa de resultados",
  label: "Mapa de resultados. Usa las flechas para moverte y + o - para acercar o alejar.",
  roleDescription: "mapa",
  finish: "Terminar",
  undo: "Deshacer punto",
  cancel: "Cancelar",
  draw: "Dibujar zona",
  clearZone: "Borrar zona",
  zoomIn: "Acercar",
  zoomOut: "Alejar",
  drawStart: "Haz clic en el mapa para marcar las esquinas de la zona (al menos 3).",
  drawClose: "Doble clic, clic en el primer punto o 'Terminar' para cerrar la zona.",
  drawKeyboard: "Con el teclado: mueve el mapa con las flechas y pulsa Espacio para marcar el centro.",
  searchArea: "Buscar en esta zona",
  updating: "Actualizando el mapa…",
  truncated: (shown: string, total: string) =>
    `El mapa muestra ${shown} de ${total} propiedades. Acércate y toca 'Buscar en esta zona', o agrega filtros, para verlas todas.`,
  seeProperty: "Ver propiedad",
  /** Short prices for the pins: '$18.5 mil', '$4.5 M'. */
  thousand: "mil",
  million: "M",
  peso: "$",
};

const RESULTS_MAP_TEXTS_EN: TextsLike<typeof RESULTS_MAP_TEXTS_ES> = {
  region: "Results map",
  label: "Results map. Use the arrow keys to move and + or - to zoom in or out.",
  roleDescription: "map",
  finish: "Finish",
  undo: "Undo point",
  cancel: "Cancel",
  draw: "Draw area",
  clearZone: "Clear area",
  zoomIn: "Zoom in",
  zoomOut: "Zoom out",
  drawStart: "Click on the map to mark the area's corners (at least 3).",
  drawClose: "Double-click, click the first point or 'Finish' to close the area.",
  drawKeyboard: "With the keyboard: move the map with the arrows and press Space to mark the centre.",
  searchArea: "Search this area",
  updating: "Updating the map…",
  truncated: (shown, total) => `The map shows ${shown} of ${total} properties. Zoom in and tap 'Search this area', or add filters, to see them all.`,
  seeProperty: "See property",
  thousand: "k",
  million: "M",
  peso: "MX$",
};

export const RESULTS_MAP_TEXTS: Bilingual<TextsLike<typeof RESULTS_MAP_TEXTS_ES>> = { es: RESULTS_MAP_TEXTS_ES, en: RESULTS_MAP_TEXTS_EN };
