import { formatNumber } from "../format/number";
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
