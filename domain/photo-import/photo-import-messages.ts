import { formatNumber } from "../format/number";
import type { Bilingual, TextsLike } from "../i18n/bilingual";
import { PHOTO_LIMITS } from "../listings/listing-limits";
import { PHOTO_IMPORT_FILES_MAX, PHOTO_IMPORT_LISTINGS_MAX } from "./photo-import-listing";

// What the bulk photo upload says about a file it will not send.
export const PHOTO_IMPORT_MESSAGES = {
  notAPhoto: "No es una foto JPG, PNG, WebP o HEIC.",
  overLimit: `La propiedad ya llegaría a ${PHOTO_LIMITS.maxPhotos} fotos, el máximo.`,
  closed: "La propiedad está vendida o rentada: ya no admite fotos.",
  removed: "La quitaste de la subida.",
  unmatched: "No encontramos a qué propiedad pertenece.",
  tooManyFiles: `Puedes subir hasta ${formatNumber(PHOTO_IMPORT_FILES_MAX)} fotos a la vez: dejamos fuera las demás.`,
  truncated: `Tienes más de ${formatNumber(PHOTO_IMPORT_LISTINGS_MAX)} propiedades: buscamos entre las ${formatNumber(PHOTO_IMPORT_LISTINGS_MAX)} que cambiaste más recientemente.`,
} as const;

export const PHOTO_IMPORT_MESSAGES_EN: TextsLike<typeof PHOTO_IMPORT_MESSAGES> = {
  notAPhoto: "Not a JPG, PNG, WebP or HEIC photo.",
  overLimit: `The property would go over ${PHOTO_LIMITS.maxPhotos} photos, the most it can have.`,
  closed: "The property is sold or rented: it no longer takes photos.",
  removed: "You took it out of the upload.",
  unmatched: "We did not find which property it belongs to.",
  tooManyFiles: `You can upload up to ${formatNumber(PHOTO_IMPORT_FILES_MAX)} photos at a time: we left out the rest.`,
  truncated: `You have more than ${formatNumber(PHOTO_IMPORT_LISTINGS_MAX)} properties: we looked among the ${formatNumber(PHOTO_IMPORT_LISTINGS_MAX)} you changed most recently.`,
};

export const PHOTO_IMPORT_TEXTS: Bilingual<TextsLike<typeof PHOTO_IMPORT_MESSAGES>> = { es: PHOTO_IMPORT_MESSAGES, en: PHOTO_IMPORT_MESSAGES_EN };
