import { formatNumber } from "../format/number";
import { IMPORT_LIMITS } from "./import-contract";

const MB = Math.round(IMPORT_LIMITS.fileBytesMax / (1024 * 1024));

// What the import page says about the file itself and about each row before it is sent.
// (The messages about a listing's fields are the listing schema's own.)
export const IMPORT_FILE_MESSAGES = {
  fileTooLarge: `El archivo pesa más de ${MB} MB. Divídelo en partes más pequeñas.`,
  tooManyRows: `El archivo tiene más de ${formatNumber(IMPORT_LIMITS.rowsMax)} propiedades. Divídelo en partes de hasta ${formatNumber(IMPORT_LIMITS.rowsMax)}.`,
  unsupportedType: "Sube un archivo CSV, XLSX o el JSON de EasyBroker.",
  unreadable: "No pudimos leer el archivo. Revisa que sea un CSV, XLSX o JSON de EasyBroker válido.",
  noRows: "El archivo no tiene propiedades: necesita una fila de encabezados y al menos una fila de datos.",
  easyBrokerShape: "Ese JSON no parece un feed de EasyBroker: esperábamos una lista de propiedades con public_id.",
  // The mapping: a column on "No importar"
  columnIgnored: "No se importará. Elige a qué campo va si quieres guardarla.",
  columnsIgnored: (n: number) =>
    n === 1 ? "1 columna no se importará: está marcada abajo." : `${formatNumber(n)} columnas no se importarán: están marcadas abajo.`,
  // Per row, before sending
  placeMissing: "Escribe la colonia de esta propiedad.",
  placeNotFound: "No encontramos esta colonia. Elige la correcta de la lista.",
  unknownAmenities: (names: readonly string[]) =>
    `No importamos estas amenidades, que Hogaria no tiene para este tipo: ${names.slice(0, 5).join(", ")}.`,
  tooManyPhotos: `Solo importamos las primeras ${IMPORT_LIMITS.photoUrlsMax} fotos de cada propiedad.`,
  pinFromColonia: "Sin coordenadas en el archivo: la ubicamos en el centro de la colonia y mostramos solo la colonia.",
} as const;
