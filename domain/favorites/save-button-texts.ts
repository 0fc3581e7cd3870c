import { bilingual } from "../i18n/bilingual";

// The save (heart) button's words, on result cards and the listing page.
export const SAVE_BUTTON_TEXTS = bilingual({
  addToClient: { es: "Agregar a un cliente", en: "Add to a client" },
  savedInFavorites: { es: "Guardada en tus favoritas", en: "Saved in your favorites" },
  saveToFavorites: { es: "Guardar en favoritas", en: "Save to favorites" },
  addToClientShort: { es: "Agregar a cliente", en: "Add to client" },
  saved: { es: "Guardada", en: "Saved" },
  save: { es: "Guardar", en: "Save" },
});
