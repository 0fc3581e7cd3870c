import { formatNumber } from "../format/number";
import type { TextsLike } from "../i18n/bilingual";
import { IMPORT_LIMITS } from "./import-contract";
import { IMPORT_API_LIMITS } from "./import-limits";

// Every text an agent reads about an import: per row, per photo, per bulk publish.
export const IMPORT_MESSAGES = {
  // Rows
  duplicateSourceId: (firstRow: number) => `Este id ya aparece en la fila ${firstRow} del archivo: cada propiedad necesita su propio id.`,
  sourceIdTaken: "Otra persona de tu inmobiliaria ya importó una propiedad con este id. Pídele que la actualice o usa otro id.",
  alreadyLive: "Esta propiedad ya está publicada: la importación solo actualiza borradores. Edítala desde Mis propiedades.",
  importedDraftsLimit: `Tienes ${formatNumber(IMPORT_LIMITS.importedDraftsMax)} borradores importados sin publicar. Publica o elimina algunos antes de importar más.`,
  rowNotSaved: "No pudimos guardar esta fila. Vuelve a importarla.",
  // Photos fetched from the file's URLs
  photoPrivateAddress: "Ese enlace no apunta a una dirección pública de internet.",
  photoUnreachable: "No pudimos conectar con el servidor de la foto.",
  photoTimeout: "El servidor de la foto tardó demasiado en responder.",
  photoHttpStatus: (status: number) => `El servidor de la foto respondió con un error (${status}).`,
  photoTooManyRedirects: "El enlace de la foto redirige demasiadas veces.",
  // Bulk publish
  photosPending: "Sus fotos todavía se están descargando. Intenta publicarla en unos minutos.",
  // Column mappings
  mappingTooLarge: `Una asignación puede tener hasta ${IMPORT_API_LIMITS.mappingColumnsMax} columnas.`,
  mappingSource: "Elige el origen del archivo: CSV o EasyBroker.",
  mappingColumn: "El nombre de una columna no es válido.",
  mappingField: "El campo asignado a una columna no es válido.",
  listingIds: "Indica los anuncios separados por comas.",
} as const;

export const IMPORT_MESSAGES_EN: TextsLike<typeof IMPORT_MESSAGES> = {
  duplicateSourceId: (firstRow) => `This id already appears in row ${firstRow} of the file: each property needs its own id.`,
  sourceIdTaken: "Someone else at your agency already imported a property with this id. Ask them to update it or use another id.",
  alreadyLive: "This property is already published: importing only updates drafts. Edit it from My properties.",
  importedDraftsLimit: `You have ${formatNumber(IMPORT_LIMITS.importedDraftsMax)} imported drafts not yet published. Publish or delete some before importing more.`,
  rowNotSaved: "We could not save this row. Import it again.",
  photoPrivateAddress: "That link does not point to a public internet address.",
  photoUnreachable: "We could not connect to the photo's server.",
  photoTimeout: "The photo's server took too long to answer.",
  photoHttpStatus: (status) => `The photo's server answered with an error (${status}).`,
  photoTooManyRedirects: "The photo's link redirects too many times.",
  photosPending: "Its photos are still downloading. Try publishing it in a few minutes.",
  mappingTooLarge: `A mapping can have up to ${IMPORT_API_LIMITS.mappingColumnsMax} columns.`,
  mappingSource: "Choose the file's source: CSV or EasyBroker.",
  mappingColumn: "A column's name is not valid.",
  mappingField: "The field given to a column is not valid.",
  listingIds: "Give the listings separated by commas.",
};
