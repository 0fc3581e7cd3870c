import { formatPriceMXN } from "../format/money";
import type { TextsLike } from "../i18n/bilingual";
import { formatNumber } from "../format/number";
import type { Operation } from "../properties/property";
import { LISTING_LIMITS as L, PHOTO_LIMITS, PRICE_RANGES } from "./listing-limits";

// Every message an agent reads while publishing, on the form and from the API.
export const LISTING_MESSAGES = {
  operation: "Elige si es venta, renta o remate.",
  propertyType: "Elige el tipo de propiedad.",
  location: "Elige la colonia de la lista.",
  streetRequired: "Escribe la calle y el número.",
  streetMin: `La calle y número deben tener al menos ${L.streetMin} caracteres.`,
  streetMax: `La calle y número no pueden pasar de ${L.streetMax} caracteres.`,
  interiorMax: `El interior no puede pasar de ${L.interiorMax} caracteres.`,
  pin: "Coloca el marcador dentro de la Ciudad de México.",
  boolean: "Elige sí o no.",
  priceNumber: "Escribe el precio en pesos, sin centavos.",
  priceRange: (operation: Operation) => {
    const r = PRICE_RANGES[operation];
    const what = operation === "renta" ? "La renta mensual" : "El precio";
    return `${what} debe estar entre ${formatPriceMXN(r.min)} y ${formatPriceMXN(r.max)}.`;
  },
  maintenance: "Escribe la cuota de mantenimiento mensual en pesos.",
  maintenanceHigh: "La cuota de mantenimiento parece demasiado alta. Revísala.",
  maintenanceAboveRent: "La cuota de mantenimiento debe ser menor que la renta mensual.",
  maintenanceIncludedAmount: "La cuota de mantenimiento está marcada como incluida en la renta: deja el monto vacío o quita «Incluida en la renta».",
  factChoice: (label: string) => `Elige una opción de «${label}» o deja «No indicado».`,
  depositMonths: `Escribe el depósito en meses de renta, de 0 a ${L.depositMonthsMax} (por ejemplo 1 o 1.5).`,
  appraisalNumber: "Escribe el valor de avalúo en pesos.",
  appraisalRequired: "En un remate, escribe el valor de avalúo.",
  appraisalBelowPrice: "El avalúo debe ser mayor o igual que el precio de remate.",
  legalStatus: "Elige la situación legal.",
  legalStatusRequired: "En un remate, indica la situación legal.",
  bedrooms: `Escribe un número de recámaras de 0 a ${L.roomsMax}.`,
  bathrooms: "Escribe los baños en enteros o medios (por ejemplo 2.5).",
  bathroomsRequired: "Una vivienda necesita al menos medio baño.",
  parking: `Escribe un número de estacionamientos de 0 a ${L.roomsMax}.`,
  surface: "Escribe la superficie en m².",
  surfacePositive: "La superficie debe ser mayor que 0 m².",
  builtSurface: "Escribe la superficie construida.",
  landSurface: "Escribe la superficie del terreno.",
  landRooms: "Un terreno no tiene recámaras ni baños.",
  age: `Escribe la antigüedad en años (0 si es nueva, hasta ${L.ageMax}).`,
  amenity: "Elige amenidades de la lista.",
  amenityForType: "Algunas amenidades no corresponden a este tipo de propiedad.",
  titleRequired: "Escribe un título.",
  titleLength: `El título debe tener de ${L.titleMin} a ${L.titleMax} caracteres.`,
  descriptionRequired: "Escribe una descripción.",
  unknownFields: (keys: readonly string[]) =>
    `Estos datos no forman parte de una propiedad: ${keys
      .slice(0, 5)
      .map((k) => k.slice(0, 40))
      .join(", ")}.`,
  descriptionLength: `La descripción debe tener de ${L.descriptionMin} a ${formatNumber(L.descriptionMax)} caracteres.`,
  descriptionEnLength: `La descripción en inglés puede tener hasta ${formatNumber(L.descriptionMax)} caracteres.`,
  // Publishing and managing
  noPasses: "No tienes pases disponibles",
  noPassesDetail: "Necesitas un plan activo con pases disponibles para publicar. Tu borrador se queda guardado.",
  notFound: "No encontramos esa propiedad entre tus publicaciones.",
  agentsOnly: "Publicar es para agentes e inmobiliarias.",
  notADraft: "Esta propiedad ya está publicada.",
  incomplete: "Completa los datos marcados antes de publicar.",
  tooManyDrafts: `Tienes ${L.openDraftsMax} borradores sin publicar. Publica o elimina alguno antes de empezar otro.`,
  wrongStatus: "Esta acción no está disponible para la propiedad en su estado actual.",
  // Reactivating or renewing a listing whose agent, or whose agency's owner, is suspended.
  advertiserSuspended: "No puedes volver a publicar esta propiedad mientras la cuenta de su anunciante esté suspendida.",
  // Photos
  photoType: "Sube fotos JPG, PNG o WebP.",
  photoHeic:
    "Las fotos HEIC no se pueden leer en este navegador. Expórtalas como JPG desde tu teléfono (Ajustes › Cámara › Formatos › Más compatible) y súbelas de nuevo.",
  photoTooBig: `Cada foto puede pesar hasta ${PHOTO_LIMITS.maxBytes / 1024 / 1024} MB.`,
  photoTooSmall: `La foto es muy pequeña: necesita al menos ${PHOTO_LIMITS.minSide} px por lado.`,
  photoTooLarge: `La foto mide más de ${PHOTO_LIMITS.maxSide} px por lado.`,
  photoBroken: "No pudimos leer esa foto. Intenta con otra.",
  photoLimit: `Puedes subir hasta ${PHOTO_LIMITS.maxPhotos} fotos por propiedad.`,
  photoCaption: `La descripción de la foto puede tener hasta ${PHOTO_LIMITS.captionMax} caracteres.`,
  photoNotFound: "No encontramos esa foto.",
  photoRoom: "Elige el espacio de la foto de la lista.",
  photosRequired: "Agrega al menos una foto.",
  lastPhoto: "Una propiedad publicada necesita al menos una foto: sube otra antes de borrar esta.",
} as const;

/** The same messages on English pages (key for key: a message without its twin does not compile). */
export const LISTING_MESSAGES_EN: TextsLike<typeof LISTING_MESSAGES> = {
  operation: "Choose whether it is for sale, for rent or a foreclosure.",
  propertyType: "Choose the type of property.",
  location: "Choose the neighborhood (colonia) from the list.",
  streetRequired: "Enter the street and number.",
  streetMin: `The street and number must be at least ${L.streetMin} characters.`,
  streetMax: `The street and number cannot be longer than ${L.streetMax} characters.`,
  interiorMax: `The unit number cannot be longer than ${L.interiorMax} characters.`,
  pin: "Place the pin inside Mexico City.",
  boolean: "Choose yes or no.",
  priceNumber: "Enter the price in pesos, without cents.",
  priceRange: (operation: Operation) => {
    const r = PRICE_RANGES[operation];
    const what = operation === "renta" ? "The monthly rent" : "The price";
    return `${what} must be between ${formatPriceMXN(r.min, "en")} and ${formatPriceMXN(r.max, "en")}.`;
  },
  maintenance: "Enter the monthly maintenance fee in pesos.",
  maintenanceHigh: "The maintenance fee looks too high. Check it.",
  maintenanceAboveRent: "The maintenance fee must be lower than the monthly rent.",
  maintenanceIncludedAmount: "The maintenance fee is marked as included in the rent: leave the amount empty or untick “Included in the rent”.",
  factChoice: (label: string) => `Choose an option for “${label}” or leave “Not stated”.`,
  depositMonths: `Enter the deposit in months of rent, from 0 to ${L.depositMonthsMax} (for example 1 or 1.5).`,
  appraisalNumber: "Enter the appraisal value in pesos.",
  appraisalRequired: "For a foreclosure, enter the appraisal value.",
  appraisalBelowPrice: "The appraisal must be greater than or equal to the foreclosure price.",
  legalStatus: "Choose the legal status.",
  legalStatusRequired: "For a foreclosure, state the legal status.",
  bedrooms: `Enter a number of bedrooms from 0 to ${L.roomsMax}.`,
  bathrooms: "Enter the bathrooms in whole or half numbers (for example 2.5).",
  bathroomsRequired: "A home needs at least a half bathroom.",
  parking: `Enter a number of parking spaces from 0 to ${L.roomsMax}.`,
  surface: "Enter the area in m².",
  surfacePositive: "The area must be greater than 0 m².",
  builtSurface: "Enter the built area.",
  landSurface: "Enter the lot area.",
  landRooms: "A lot has no bedrooms or bathrooms.",
  age: `Enter the age in years (0 if new, up to ${L.ageMax}).`,
  amenity: "Choose amenities from the list.",
  amenityForType: "Some amenities do not apply to this type of property.",
  titleRequired: "Enter a title.",
  titleLength: `The title must be ${L.titleMin} to ${L.titleMax} characters.`,
  descriptionRequired: "Enter a description.",
  unknownFields: (keys: readonly string[]) =>
    `These fields are not part of a listing: ${keys
      .slice(0, 5)
      .map((k) => k.slice(0, 40))
      .join(", ")}.`,
  descriptionLength: `The description must be ${L.descriptionMin} to ${formatNumber(L.descriptionMax)} characters.`,
  descriptionEnLength: `The English description can be up to ${formatNumber(L.descriptionMax)} characters.`,
  noPasses: "You have no passes available",
  noPassesDetail: "You need an active plan with passes available to publish. Your draft stays saved.",
  notFound: "We did not find that property among your listings.",
  agentsOnly: "Publishing is for agents and agencies.",
  notADraft: "This property is already published.",
  incomplete: "Complete the marked fields before publishing.",
  tooManyDrafts: `You have ${L.openDraftsMax} unpublished drafts. Publish or delete one before starting another.`,
  wrongStatus: "This action is not available for the listing in its current status.",
  advertiserSuspended: "You cannot publish this property again while its advertiser's account is suspended.",
  photoType: "Upload JPG, PNG or WebP photos.",
  photoHeic:
    "HEIC photos cannot be read in this browser. Export them as JPG from your phone (Settings › Camera › Formats › Most Compatible) and upload them again.",
  photoTooBig: `Each photo can be up to ${PHOTO_LIMITS.maxBytes / 1024 / 1024} MB.`,
  photoTooSmall: `The photo is too small: it needs at least ${PHOTO_LIMITS.minSide} px on each side.`,
  photoTooLarge: `The photo is larger than ${PHOTO_LIMITS.maxSide} px on a side.`,
  photoBroken: "We could not read that photo. Try another one.",
  photoLimit: `You can upload up to ${PHOTO_LIMITS.maxPhotos} photos per property.`,
  photoCaption: `The photo's caption can be up to ${PHOTO_LIMITS.captionMax} characters.`,
  photoNotFound: "We did not find that photo.",
  photoRoom: "Choose the photo's room from the list.",
  photosRequired: "Add at least one photo.",
  lastPhoto: "A published property needs at least one photo: upload another before deleting this one.",
};
