import { countLabel, countLabelEn, formatNumber } from "../format/number";
import { bilingual } from "../i18n/bilingual";

// What /bulk-import-images says, in each language. Why a file is not sent is
// photo-import-messages.ts's.

const photos = { es: (n: number) => countLabel(n, "foto"), en: (n: number) => countLabelEn(n, "photo") };
const properties = { es: (n: number) => countLabel(n, "propiedad"), en: (n: number) => countLabelEn(n, "property", "properties") };

export const PHOTO_IMPORT_TEXT = bilingual({
  pageTitle: { es: "Subir fotos en lote · Hogaria", en: "Upload photos in bulk · Hogaria" },
  back: { es: "Mis propiedades", en: "My properties" },
  title: { es: "Subir fotos en lote", en: "Upload photos in bulk" },
  namingBefore: {
    es: "Nombra cada foto con el ID de la propiedad o su ID de origen y, si quieres, su número de orden:",
    en: "Name each photo with the property's ID or its source ID and, if you like, its order number:",
  },
  namingAfter: { es: "También sirve una carpeta por propiedad.", en: "A folder per property works too." },
  loading: { es: "Cargando tus propiedades…", en: "Loading your properties…" },
  retry: { es: "Reintentar", en: "Try again" },
  noListings: {
    es: "Aún no tienes propiedades. Publica o importa tus propiedades y luego sube aquí sus fotos.",
    en: "You have no properties yet. Publish or import your properties, then upload their photos here.",
  },
  publish: { es: "Publicar propiedad", en: "Publish a property" },
  importProperties: { es: "Importar propiedades", en: "Import properties" },
  planned: {
    es: (files: number, listings: number) => `${photos.es(files)} para ${properties.es(listings)}`,
    en: (files: number, listings: number) => `${photos.en(files)} for ${properties.en(listings)}`,
  },
  unmatchedCount: { es: (n: number) => ` · ${n} sin propiedad`, en: (n: number) => ` · ${n} without a property` },
  refusedCount: { es: (n: number) => ` · ${n} no caben`, en: (n: number) => ` · ${n} do not fit` },
  removedCount: { es: (n: number) => ` · ${n} quitadas`, en: (n: number) => ` · ${n} removed` },
  notPhotosCount: {
    es: (n: number) => ` · ${countLabel(n, "archivo")} que no son fotos`,
    en: (n: number) => ` · ${countLabelEn(n, "file")} that ${n === 1 ? "is not a photo" : "are not photos"}`,
  },
  startOver: { es: "Empezar de nuevo", en: "Start over" },
  uploadN: { es: (n: number) => `Subir ${photos.es(n)}`, en: (n: number) => `Upload ${photos.en(n)}` },
  retryFailed: {
    es: (n: number) => `Reintentar ${countLabel(n, "foto fallida", "fotos fallidas")}`,
    en: (n: number) => `Retry ${countLabelEn(n, "failed photo")}`,
  },
  uploadMore: { es: "Subir más fotos", en: "Upload more photos" },
  goToMyProperties: { es: "Ir a Mis propiedades", en: "Go to My properties" },
  // Where photos come in
  addMore: { es: "¿Faltan fotos? Agrégalas aquí.", en: "Missing photos? Add them here." },
  dropHere: { es: "Arrastra aquí una carpeta o tus fotos", en: "Drop a folder or your photos here" },
  dropHint: { es: "JPG, PNG, WebP o HEIC. Las reducimos antes de subirlas.", en: "JPG, PNG, WebP or HEIC. We shrink them before uploading." },
  choosePhotos: { es: "Elegir fotos", en: "Choose photos" },
  chooseFolder: { es: "Elegir carpeta", en: "Choose a folder" },
  // One file
  statusWaiting: { es: "En espera", en: "Waiting" },
  statusPreparing: { es: "Preparando…", en: "Preparing…" },
  statusUploading: { es: "Subiendo…", en: "Uploading…" },
  statusUploaded: { es: "Subida", en: "Uploaded" },
  statusFailed: { es: "No se subió", en: "Not uploaded" },
  photoN: { es: (n: number) => `Foto ${n}`, en: (n: number) => `Photo ${n}` },
  assign: { es: "Asignar", en: "Assign" },
  assignFile: { es: (file: string) => `Asignar ${file} a una propiedad`, en: (file: string) => `Assign ${file} to a property` },
  retryFile: { es: (file: string) => `Reintentar ${file}`, en: (file: string) => `Retry ${file}` },
  remove: { es: "Quitar", en: "Remove" },
  removeFile: { es: (file: string) => `Quitar ${file}`, en: (file: string) => `Remove ${file}` },
  uploadingFile: { es: (file: string) => `Subiendo ${file}`, en: (file: string) => `Uploading ${file}` },
  // A listing's photos
  sourceId: { es: (id: string) => `ID de origen ${id}`, en: (id: string) => `Source ID ${id}` },
  uploadedOf: {
    es: (uploaded: number, of: number, after: number, max: number) => `${uploaded} de ${of} subidas · tendrá ${after} de ${max} fotos`,
    en: (uploaded: number, of: number, after: number, max: number) => `${uploaded} of ${of} uploaded · it will have ${after} of ${max} photos`,
  },
  hasWillHave: {
    es: (has: number, after: number, max: number) => `Tiene ${has} · tendrá ${after} de ${max} fotos`,
    en: (has: number, after: number, max: number) => `It has ${has} · it will have ${after} of ${max} photos`,
  },
  // Photos without a property
  unmatchedTitle: { es: (n: number) => `Sin propiedad (${n})`, en: (n: number) => `Without a property (${n})` },
  unmatchedHint: {
    es: "Asígnala a una propiedad o quítala; si no, no se subirá.",
    en: "Assign it to a property or remove it; otherwise it will not be uploaded.",
  },
  pickerTitle: { es: "¿De qué propiedad es esta foto?", en: "Which property is this photo of?" },
  searchProperty: { es: "Buscar propiedad", en: "Find the property" },
  searchPlaceholder: { es: "Título, ID o ID de origen", en: "Title, ID or source ID" },
  properties: { es: "Propiedades", en: "Properties" },
  listingPhotos: { es: (n: number, max: number) => `${n} de ${max} fotos`, en: (n: number, max: number) => `${n} of ${max} photos` },
  noneMatches: { es: (q: string) => `Ninguna propiedad coincide con “${q}”.`, en: (q: string) => `No property matches “${q}”.` },
  typeMore: { es: (n: number) => `Escribe más para ver las demás (${n}).`, en: (n: number) => `Type more to see the others (${n}).` },
  // Progress and summary
  progressLabel: { es: "Progreso de la subida", en: "Upload progress" },
  uploadingPhotos: {
    es: (done: number, total: number) => `Subiendo fotos: ${formatNumber(done)} de ${formatNumber(total)}`,
    en: (done: number, total: number) => `Uploading photos: ${formatNumber(done)} of ${formatNumber(total)}`,
  },
  totalProgress: { es: "Progreso total", en: "Total progress" },
  dontClose: { es: "No cierres esta página hasta que termine.", en: "Do not close this page until it finishes." },
  summaryTitle: { es: "Resumen de la subida", en: "Upload summary" },
  summaryUploaded: {
    es: (n: number, listings: number) => `${countLabel(n, "foto subida", "fotos subidas")} a ${properties.es(listings)}`,
    en: (n: number, listings: number) => `${countLabelEn(n, "photo")} uploaded to ${properties.en(listings)}`,
  },
  summaryFailed: {
    es: (n: number) => countLabel(n, "foto falló", "fotos fallaron"),
    en: (n: number) => `${countLabelEn(n, "photo")} failed`,
  },
  summarySkipped: {
    es: (n: number) => countLabel(n, "archivo omitido", "archivos omitidos"),
    en: (n: number) => `${countLabelEn(n, "file")} skipped`,
  },
  failedPhotos: { es: "Fotos que fallaron", en: "Photos that failed" },
  skippedFiles: { es: "Archivos omitidos", en: "Skipped files" },
});
