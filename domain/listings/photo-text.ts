import { bilingual } from "../i18n/bilingual";
import { PHOTO_LIMITS } from "./listing-limits";
import type { PHOTO_ROOMS } from "./my-listing";

// What the publishing form's photo manager says, in each language (the rooms are stored in
// Spanish, as PHOTO_ROOMS names them; English pages show their names here). PHOTO_ROOM_NAMES
// is not an interface catalogue of the English check: its Spanish words ("Terraza", "Jardín")
// are amenities a listing page shows as its advertiser chose them.

export const PHOTO_ROOM_NAMES = bilingual({
  Fachada: { es: "Fachada", en: "Façade" },
  Sala: { es: "Sala", en: "Living room" },
  Comedor: { es: "Comedor", en: "Dining room" },
  Cocina: { es: "Cocina", en: "Kitchen" },
  Recámara: { es: "Recámara", en: "Bedroom" },
  Baño: { es: "Baño", en: "Bathroom" },
  Terraza: { es: "Terraza", en: "Terrace" },
  Jardín: { es: "Jardín", en: "Garden" },
  Vista: { es: "Vista", en: "View" },
  Amenidades: { es: "Amenidades", en: "Amenities" },
  Estacionamiento: { es: "Estacionamiento", en: "Parking" },
  Plano: { es: "Plano", en: "Floor plan" },
  Otro: { es: "Otro", en: "Other" },
} satisfies Record<(typeof PHOTO_ROOMS)[number], unknown>);

export const PHOTO_TEXT = bilingual({
  count: {
    es: (n: number) => `${n} de ${PHOTO_LIMITS.maxPhotos} fotos`,
    en: (n: number) => `${n} of ${PHOTO_LIMITS.maxPhotos} photos`,
  },
  photosOf: { es: (title: string) => `Fotos de ${title}`, en: (title: string) => `Photos of ${title}` },
  dragToOrder: { es: "Arrastra las fotos para ordenarlas.", en: "Drag the photos to order them." },
  dropHere: { es: "Arrastra tus fotos aquí o elígelas. ", en: "Drag your photos here or choose them. " },
  types: {
    es: `JPG, PNG, WebP o HEIC, hasta ${PHOTO_LIMITS.maxBytes / 1024 / 1024} MB cada una.`,
    en: `JPG, PNG, WebP or HEIC, up to ${PHOTO_LIMITS.maxBytes / 1024 / 1024} MB each.`,
  },
  add: { es: "Agregar fotos", en: "Add photos" },
  choose: { es: "Elegir fotos", en: "Choose photos" },
  none: {
    es: "Aún no hay fotos. Agrega al menos una; la primera será la principal.",
    en: "No photos yet. Add at least one; the first is the main photo.",
  },
  listingPhotos: { es: "Fotos de la propiedad", en: "The property's photos" },
  mainUpdated: { es: "Foto principal actualizada", en: "Main photo updated" },
  deleted: { es: "Foto eliminada", en: "Photo deleted" },
  deleteTitle: { es: "Eliminar foto", en: "Delete photo" },
  deleteText: {
    es: "¿Seguro que quieres eliminar esta foto? No se puede deshacer.",
    en: "Are you sure you want to delete this photo? This cannot be undone.",
  },
  delete: { es: "Eliminar", en: "Delete" },
  cancel: { es: "Cancelar", en: "Cancel" },
  instructions: {
    es: "Para mover una foto, pulsa Espacio o Enter sobre su botón Mover. Usa las flechas para cambiarla de lugar y pulsa Espacio o Enter para soltarla. Escape cancela. La primera foto es la principal.",
    en: "To move a photo, press Space or Enter on its Move button. Use the arrow keys to change its place and press Space or Enter to drop it. Escape cancels. The first photo is the main one.",
  },
  position: {
    es: (n: number, total: number) => `la posición ${n} de ${total}`,
    en: (n: number, total: number) => `position ${n} of ${total}`,
  },
  picked: { es: (at: string) => `Tomaste la foto en ${at}.`, en: (at: string) => `You picked up the photo at ${at}.` },
  over: { es: (at: string) => `La foto está sobre ${at}.`, en: (at: string) => `The photo is over ${at}.` },
  overNothing: { es: "La foto no está sobre ninguna posición.", en: "The photo is not over any position." },
  dropped: { es: (at: string) => `Soltaste la foto en ${at}.`, en: (at: string) => `You dropped the photo at ${at}.` },
  droppedNowhere: { es: "Soltaste la foto; no se movió.", en: "You dropped the photo; it did not move." },
  cancelled: {
    es: (at: string) => `Cancelaste el movimiento. La foto volvió a ${at}.`,
    en: (at: string) => `You cancelled the move. The photo went back to ${at}.`,
  },
  // A tile
  movable: { es: "foto movible", en: "movable photo" },
  tile: {
    es: (n: number, total: number, main: boolean) => `Foto ${n} de ${total}${main ? ", principal" : ""}`,
    en: (n: number, total: number, main: boolean) => `Photo ${n} of ${total}${main ? ", main" : ""}`,
  },
  photoN: { es: (n: number) => `Foto ${n}`, en: (n: number) => `Photo ${n}` },
  move: { es: "Mover", en: "Move" },
  moveN: { es: (n: number) => `Mover la foto ${n}`, en: (n: number) => `Move photo ${n}` },
  deleteN: { es: (n: number) => `Eliminar la foto ${n}`, en: (n: number) => `Delete photo ${n}` },
  main: { es: "Principal", en: "Main" },
  caption: { es: "Descripción", en: "Caption" },
  captionPlaceholder: { es: "Ej. Sala con luz", en: "E.g. Bright living room" },
  room: { es: "Espacio", en: "Room" },
  noRoom: { es: "Sin elegir", en: "Not chosen" },
  makeMain: { es: "Hacer principal", en: "Make main" },
  makeMainN: { es: (n: number) => `Hacer principal la foto ${n}`, en: (n: number) => `Make photo ${n} the main one` },
  // Uploads
  waiting: { es: "En espera", en: "Waiting" },
  preparing: { es: "Preparando…", en: "Preparing…" },
  uploading: { es: "Subiendo…", en: "Uploading…" },
  failed: { es: "No se subió", en: "Not uploaded" },
  remove: { es: "Quitar", en: "Remove" },
  removeName: { es: (name: string) => `Quitar ${name}`, en: (name: string) => `Remove ${name}` },
  cancelName: { es: (name: string) => `Cancelar ${name}`, en: (name: string) => `Cancel ${name}` },
  uploadingName: { es: (name: string) => `Subiendo ${name}`, en: (name: string) => `Uploading ${name}` },
  retry: { es: "Reintentar", en: "Try again" },
  retryName: { es: (name: string) => `Reintentar ${name}`, en: (name: string) => `Try ${name} again` },
  photo: { es: "Foto", en: "Photo" },
  uploads: { es: "Fotos subiendo", en: "Photos uploading" },
});
