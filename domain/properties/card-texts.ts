import { bilingual } from "../i18n/bilingual";
import type { Lang } from "../i18n/lang";
import { countLabel, countLabelEn, nounFor } from "../format/number";

// The words a listing's card says around its facts (result cards, the home's featured strip,
// boards), in each language.
export const CARD_TEXTS = bilingual({
  noPhotos: { es: "Sin fotos por ahora", en: "No photos yet" },
  photos: { es: "fotos", en: "photos" },
  features: { es: "Características", en: "Features" },
  area: { es: "Superficie", en: "Area" },
  appraisal: { es: "Avalúo", en: "Appraisal" },
  legalStatus: { es: "Situación legal", en: "Legal status" },
  /** "de Roma Norte", a median's place for screen readers. */
  medianOf: { es: "de", en: "of" },
});

/** The room nouns of each language: singular and plural. */
const ROOM_NOUNS = bilingual({
  bedroom: { es: ["recámara", "recámaras"], en: ["bedroom", "bedrooms"] },
  bathroom: { es: ["baño", "baños"], en: ["bath", "baths"] },
  parking: { es: ["estacionamiento", "estacionamientos"], en: ["parking space", "parking spaces"] },
});
export type RoomKind = keyof typeof ROOM_NOUNS;

/** "recámara"/"recámaras", "bedroom"/"bedrooms": the noun that agrees with a count of rooms. */
export function roomNoun(kind: RoomKind, n: number, lang: Lang = "es"): string {
  const [one, many] = ROOM_NOUNS[kind][lang];
  return nounFor(n, one, many);
}

/** "2 recámaras", "2 bedrooms". */
export function roomCount(kind: RoomKind, n: number, lang: Lang = "es"): string {
  const [one, many] = ROOM_NOUNS[kind][lang];
  return lang === "es" ? countLabel(n, one, many) : countLabelEn(n, one, many);
}
