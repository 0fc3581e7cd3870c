import { formatNumber } from "../format/number";
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
