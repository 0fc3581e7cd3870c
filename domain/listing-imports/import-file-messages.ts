import { formatNumber } from "../format/number";
import { IMPORT_LIMITS } from "./import-contract";
import { XLSX_INFLATED_BYTES_MAX } from "./xlsx";

const MB = Math.round(IMPORT_LIMITS.fileBytesMax / (1024 * 1024));
const INFLATED_MB = Math.round(XLSX_INFLATED_BYTES_MAX / (1024 * 1024));

// What the import page says about the file itself and about each row before it is sent.
// (The messages about a listing's fields are the listing schema's own.)
export const IMPORT_FILE_MESSAGES = {
  fileTooLarge: `El archivo pesa más de ${MB} MB. Divídelo en partes más pequeñas.`,
  xlsxTooLarge: `Al abrirlo, el XLSX ocupa más de ${INFLATED_MB} MB. Divídelo en partes más pequeñas o guárdalo como CSV.`,
  tooManyRows: `El archivo tiene más de ${formatNumber(IMPORT_LIMITS.rowsMax)} propiedades. Divídelo en partes de hasta ${formatNumber(IMPORT_LIMITS.rowsMax)}.`,
  unsupportedType: "Sube un archivo CSV, XLSX o el JSON de EasyBroker.",
  unreadable: "No pudimos leer el archivo. Revisa que sea un CSV, XLSX o JSON de EasyBroker válido.",
  noRows: "El archivo no tiene propiedades: necesita una fila de encabezados y al menos una fila de datos.",
  easyBrokerShape: "Ese JSON no parece un feed de EasyBroker: esperábamos una lista de propiedades con public_id.",
  // The mapping: where the headers are, and a column on "No importar"
  headerRow: (row: number) =>
    row === 1 ? "Encabezados en la fila 1." : `Encabezados en la fila ${formatNumber(row)}: lo que está arriba de ellos no se importa.`,
  unnamedColumn: (n: number) => `Columna ${n}`,
  ignoredList: (headers: readonly string[]) => `No se importan: ${headers.join(", ")}.`,
  columnIgnored: "No se importará. Elige a qué campo va si quieres guardarla.",
  columnsIgnored: (n: number) =>
    n === 1 ? "1 columna no se importará: está marcada abajo." : `${formatNumber(n)} columnas no se importarán: están marcadas abajo.`,
  // A file's only surface, under a header that does not say which ("Superficie", "m2")
  surfaceHeading: (header: string) => `La columna «${header}» no dice qué superficie es`,
  surfaceByType: "En departamentos, oficinas, locales y bodegas la tomamos como m² construidos; en terrenos, como m² de terreno.",
  surfaceHouses: (houses: number) =>
    houses === 1 ? "En la casa del archivo la tomamos como:" : `En las ${formatNumber(houses)} casas del archivo la tomamos como:`,
  surfaceHint:
    "Se lee según el tipo de cada fila: m² construidos en departamentos, oficinas, locales y bodegas, m² de terreno en terrenos y, en casas, lo que elijas aquí.",
  // Per row, before sending
  placeMissing: "Escribe la colonia de esta propiedad.",
  placeNotFound: "No encontramos esta colonia. Elige la correcta de la lista.",
  unknownAmenities: (names: readonly string[]) =>
    `No importamos estas amenidades, que Hogaria no tiene para este tipo: ${names.slice(0, 5).join(", ")}.`,
  tooManyPhotos: `Solo importamos las primeras ${IMPORT_LIMITS.photoUrlsMax} fotos de cada propiedad.`,
  // The same fact said differently by two columns of the row (or a column and its amenities)
  factConflict: (label: string) => `La fila dice dos cosas distintas de «${label}»: deja una sola en el archivo.`,
  pinFromColonia: "Sin coordenadas en el archivo: la ubicamos en el centro de la colonia y mostramos solo la colonia.",
} as const;
