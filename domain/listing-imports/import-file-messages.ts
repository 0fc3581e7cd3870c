import { formatNumber } from "../format/number";
import type { Bilingual, TextsLike } from "../i18n/bilingual";
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

export const IMPORT_FILE_MESSAGES_EN: TextsLike<typeof IMPORT_FILE_MESSAGES> = {
  fileTooLarge: `The file is larger than ${MB} MB. Split it into smaller parts.`,
  xlsxTooLarge: `Opened, the XLSX takes more than ${INFLATED_MB} MB. Split it into smaller parts or save it as CSV.`,
  tooManyRows: `The file has more than ${formatNumber(IMPORT_LIMITS.rowsMax)} properties. Split it into parts of up to ${formatNumber(IMPORT_LIMITS.rowsMax)}.`,
  unsupportedType: "Upload a CSV or XLSX file, or EasyBroker's JSON.",
  unreadable: "We could not read the file. Check that it is a valid CSV, XLSX or EasyBroker JSON.",
  noRows: "The file has no properties: it needs a header row and at least one row of data.",
  easyBrokerShape: "That JSON does not look like an EasyBroker feed: we expected a list of properties with public_id.",
  headerRow: (row) => (row === 1 ? "Headers in row 1." : `Headers in row ${formatNumber(row)}: what is above them is not imported.`),
  unnamedColumn: (n) => `Column ${n}`,
  ignoredList: (headers) => `Not imported: ${headers.join(", ")}.`,
  columnIgnored: "It will not be imported. Choose which field it goes to if you want to keep it.",
  columnsIgnored: (n) =>
    n === 1 ? "1 column will not be imported: it is marked below." : `${formatNumber(n)} columns will not be imported: they are marked below.`,
  surfaceHeading: (header) => `The column “${header}” does not say which surface it is`,
  surfaceByType: "For apartments, offices, shops and warehouses we read it as m² built; for land, as m² of land.",
  surfaceHouses: (houses) =>
    houses === 1 ? "For the house in the file we read it as:" : `For the ${formatNumber(houses)} houses in the file we read it as:`,
  surfaceHint:
    "It is read by each row's type: m² built for apartments, offices, shops and warehouses, m² of land for land and, for houses, what you choose here.",
  placeMissing: "Write this property's colonia.",
  placeNotFound: "We did not find this colonia. Choose the right one from the list.",
  unknownAmenities: (names) => `We did not import these amenities, which Hogaria does not have for this type: ${names.slice(0, 5).join(", ")}.`,
  tooManyPhotos: `We only import the first ${IMPORT_LIMITS.photoUrlsMax} photos of each property.`,
  factConflict: (label) => `The row says two different things about “${label}”: leave only one in the file.`,
  pinFromColonia: "No coordinates in the file: we placed it at the centre of the colonia and show only the colonia.",
};

export const IMPORT_FILE_TEXTS: Bilingual<TextsLike<typeof IMPORT_FILE_MESSAGES>> = { es: IMPORT_FILE_MESSAGES, en: IMPORT_FILE_MESSAGES_EN };
