import { countLabel, countLabelEn, formatNumber } from "../format/number";
import { bilingual } from "../i18n/bilingual";
import type { ImportOutcome } from "./import-contract";

// What /import-properties says around the file's own words, in each language. The messages
// about the file and its rows are import-file-messages.ts's; the fields' names are
// import-fields.ts's.

const rows = { es: (n: number) => countLabel(n, "fila"), en: (n: number) => countLabelEn(n, "row") };
const properties = { es: (n: number) => countLabel(n, "propiedad"), en: (n: number) => countLabelEn(n, "property", "properties") };
const drafts = { es: (n: number) => countLabel(n, "borrador", "borradores"), en: (n: number) => countLabelEn(n, "draft") };

export const IMPORT_PAGE_TEXT = bilingual({
  pageTitle: { es: "Importar propiedades · Hogaria", en: "Import properties · Hogaria" },
  back: { es: "Mis propiedades", en: "My properties" },
  title: { es: "Importar propiedades", en: "Import properties" },
  intro: {
    es: "Trae tu catálogo desde otra plataforma o tu hoja de cálculo. Todo llega como borrador, y tú decides cuándo publicar.",
    en: "Bring your catalogue from another platform or your spreadsheet. Everything arrives as a draft, and you decide when to publish.",
  },
  agentsOnlyNote: {
    es: "Tu cuenta es para buscar propiedad. Si eres agente o inmobiliaria, crea una cuenta de agente para importar tus propiedades.",
    en: "Your account is for finding a property. If you are an agent or an agency, create an agent account to import your properties.",
  },
  searchProperties: { es: "Buscar propiedades", en: "Find properties" },
  beforeImporting: { es: "Antes de importar", en: "Before importing" },
  yourPhone: { es: "Tu celular", en: "Your mobile phone" },
  // The steps
  stepsLabel: { es: "Pasos de la importación", en: "Import steps" },
  stepUpload: { es: "Archivo", en: "File" },
  stepMapping: { es: "Columnas", en: "Columns" },
  stepPreview: { es: "Revisión", en: "Review" },
  stepReport: { es: "Resultado", en: "Result" },
  // 1. The file
  uploadTitle: { es: "Sube tu archivo", en: "Upload your file" },
  uploadIntro: {
    es: "Un CSV o XLSX de tu hoja de cálculo, o el JSON de tus propiedades en EasyBroker.",
    en: "A CSV or XLSX from your spreadsheet, or the JSON of your properties on EasyBroker.",
  },
  reading: { es: (file: string) => `Leyendo ${file}…`, en: (file: string) => `Reading ${file}…` },
  chooseFile: { es: "Elige un archivo o arrástralo aquí", en: "Choose a file or drop it here" },
  fileHint: {
    es: (mb: number, rowsMax: number) => `CSV, XLSX o JSON · hasta ${mb} MB y ${formatNumber(rowsMax)} propiedades`,
    en: (mb: number, rowsMax: number) => `CSV, XLSX or JSON · up to ${mb} MB and ${formatNumber(rowsMax)} properties`,
  },
  fileLabel: { es: "Archivo de propiedades", en: "Properties file" },
  headersTip: {
    es: "La primera fila lleva los encabezados (Precio, Recámaras, Colonia…): después eliges qué es cada columna.",
    en: "The first row holds the headers (Price, Bedrooms, Colonia…): next you choose what each column is.",
  },
  idTip: {
    es: "Con una columna de ID, volver a importar el archivo actualiza tus borradores en lugar de duplicarlos.",
    en: "With an ID column, importing the file again updates your drafts instead of duplicating them.",
  },
  feedTitle: { es: "O trae tu feed de EasyBroker", en: "Or bring your EasyBroker feed" },
  feedLabel: {
    es: "Pega la dirección pública de tu feed JSON: leemos todas sus páginas.",
    en: "Paste the public address of your JSON feed: we read all its pages.",
  },
  feedButton: { es: "Traer propiedades", en: "Bring properties" },
  // 2. The columns
  mappingTitle: { es: "¿Qué es cada columna?", en: "What is each column?" },
  mappingIntro: {
    es: (file: string, n: number) =>
      `${file} · ${rows.es(n)}. Revisa lo que adivinamos por los encabezados; la próxima vez recordaremos tus cambios.`,
    en: (file: string, n: number) => `${file} · ${rows.en(n)}. Check what we guessed from the headers; next time we will remember your changes.`,
  },
  noData: { es: "Sin datos", en: "No data" },
  doNotImport: { es: "No importar", en: "Do not import" },
  chooseAnotherFile: { es: "Elegir otro archivo", en: "Choose another file" },
  mapped: { es: (n: number, of: number) => `Asignadas: ${n} de ${of}`, en: (n: number, of: number) => `Mapped: ${n} of ${of}` },
  reviewRows: { es: (n: number) => `Revisar ${rows.es(n)}`, en: (n: number) => `Review ${rows.en(n)}` },
  // 3. The review
  previewTitle: { es: "Revisa antes de importar", en: "Review before importing" },
  rowsInFile: { es: "Filas en el archivo", en: "Rows in the file" },
  readyToImport: { es: "Listas para importar", en: "Ready to import" },
  withProblems: { es: "Con problemas", en: "With problems" },
  problemsNote: {
    es: "Las filas con problemas no se importan: corrígelas en tu archivo y vuelve a subirlo (las que ya importaste se actualizan, no se duplican).",
    en: "Rows with problems are not imported: fix them in your file and upload it again (those you already imported are updated, not duplicated).",
  },
  coloniasToConfirm: { es: "Colonias por confirmar", en: "Colonias to confirm" },
  coloniasNote: {
    es: "No encontramos estas colonias tal como vienen en el archivo. Elige la correcta para sus filas.",
    en: "We did not find these colonias as the file writes them. Choose the right one for their rows.",
  },
  placeRows: { es: (place: string, n: number) => `${place} (${rows.es(n)})`, en: (place: string, n: number) => `${place} (${rows.en(n)})` },
  noMatches: { es: "Sin coincidencias: revisa cómo está escrita en el archivo.", en: "No matches: check how it is written in the file." },
  chooseColonia: { es: "Elige la colonia", en: "Choose the colonia" },
  rowsHeading: { es: "Filas", en: "Rows" },
  onlyProblems: { es: "Solo filas con problemas", en: "Only rows with problems" },
  checkingRows: { es: "Revisando las filas…", en: "Checking the rows…" },
  noProblems: { es: "Ninguna fila tiene problemas.", en: "No row has problems." },
  rowPages: { es: "Páginas de filas", en: "Pages of rows" },
  checkingRowsAndPlaces: { es: "Revisando las filas y buscando sus colonias…", en: "Checking the rows and looking up their colonias…" },
  importing: { es: (n: number) => `Importando ${properties.es(n)}`, en: (n: number) => `Importing ${properties.en(n)}` },
  progress: { es: (sent: number, of: number) => `${sent} de ${of}`, en: (sent: number, of: number) => `${sent} of ${of}` },
  stoppedAt: {
    es: (row: number, error: string) => `Se detuvo en la fila ${row}: ${error} Al reintentar seguimos desde ahí sin duplicar nada.`,
    en: (row: number, error: string) => `It stopped at row ${row}: ${error} Trying again goes on from there without duplicating anything.`,
  },
  changeColumns: { es: "Cambiar columnas", en: "Change columns" },
  retry: { es: "Reintentar", en: "Try again" },
  importAsDrafts: {
    es: (n: number) => `Importar ${properties.es(n)} como borradores`,
    en: (n: number) => `Import ${properties.en(n)} as drafts`,
  },
  sentInBlocks: {
    es: (n: number) => `Se envían en bloques de ${n}. Las fotos se descargan de sus enlaces después de importar.`,
    en: (n: number) => `They are sent in blocks of ${n}. The photos are downloaded from their links after importing.`,
  },
  row: { es: (n: number) => `Fila ${n}`, en: (n: number) => `Row ${n}` },
  rowReady: { es: "Lista", en: "Ready" },
  problems: {
    es: (n: number) => (n === 1 ? "1 problema" : `${n} problemas`),
    en: (n: number) => (n === 1 ? "1 problem" : `${n} problems`),
  },
  empty: { es: "Vacío", en: "Empty" },
  // 4. The result
  reportTitle: { es: "Importación terminada", en: "Import finished" },
  reportIntro: {
    es: "Lo importado queda como borrador: nadie lo ve hasta que lo publiques.",
    en: "What was imported stays as a draft: nobody sees it until you publish it.",
  },
  downloadReport: { es: "Descargar reporte (CSV)", en: "Download report (CSV)" },
  importAnother: { es: "Importar otro archivo", en: "Import another file" },
  goToMyProperties: { es: "Ir a mis propiedades", en: "Go to my properties" },
  rowDetail: { es: "Detalle por fila", en: "Row by row" },
  show: { es: "Mostrar", en: "Show" },
  allRows: { es: (n: number) => `Todas (${n})`, en: (n: number) => `All (${n})` },
  unchangedRow: { es: "Ya estaba igual en Hogaria.", en: "It was already the same on Hogaria." },
  savedAsDraft: { es: "Guardada como borrador.", en: "Saved as a draft." },
  reportPages: { es: "Páginas del reporte", en: "Pages of the report" },
  photos: { es: (summary: string) => `Fotos: ${summary}`, en: (summary: string) => `Photos: ${summary}` },
  outcomes: {
    es: { created: "Creadas", updated: "Actualizadas", skipped: "Sin cambios", failed: "No importadas" } satisfies Record<ImportOutcome, string>,
    en: { created: "Created", updated: "Updated", skipped: "Unchanged", failed: "Not imported" } satisfies Record<ImportOutcome, string>,
  },
  // Publishing what was imported
  publishTitle: { es: "Publicar lo importado", en: "Publish what was imported" },
  published: { es: (n: number) => `Publicamos ${properties.es(n)}.`, en: (n: number) => `We published ${properties.en(n)}.` },
  leftUnpublished: {
    es: (n: number) => `${drafts.es(n)} ${n === 1 ? "se queda" : "se quedan"} sin publicar: los encuentras en Mis propiedades.`,
    en: (n: number) => `${drafts.en(n)} ${n === 1 ? "stays" : "stay"} unpublished: you will find them in My properties.`,
  },
  draftsToPublish: {
    es: (n: number) => `Tienes ${drafts.es(n)} de esta importación. Revisa cuántos pases necesitas antes de publicar: cada publicación usa uno.`,
    en: (n: number) => `You have ${drafts.en(n)} from this import. Check how many passes you need before publishing: each publication uses one.`,
  },
  reviewPublishing: { es: "Revisar publicación", en: "Review publishing" },
  readyToPublish: { es: "Listas para publicar", en: "Ready to publish" },
  passesNeeded: { es: "Pases necesarios", en: "Passes needed" },
  passesAvailable: { es: "Pases disponibles", en: "Passes available" },
  noneReady: { es: "Ninguna está lista para publicarse todavía.", en: "None is ready to be published yet." },
  planCoversSome: {
    es: (covered: number, ready: number) =>
      `Tu plan cubre ${countLabel(covered, "publicación", "publicaciones")}: las otras ${ready - covered} se quedan como borradores hasta que tengas más pases.`,
    en: (covered: number, ready: number) =>
      `Your plan covers ${countLabelEn(covered, "publication")}: the other ${ready - covered} stay as drafts until you have more passes.`,
  },
  planCoversAll: {
    es: (ready: number) => `Tu plan cubre ${ready === 1 ? "la publicación" : `las ${ready} publicaciones`}.`,
    en: (ready: number) => `Your plan covers ${ready === 1 ? "the publication" : `the ${ready} publications`}.`,
  },
  incomplete: {
    es: (n: number) =>
      ` ${drafts.es(n)} ${n === 1 ? "necesita" : "necesitan"} datos o fotos antes de publicarse y se ${n === 1 ? "queda" : "quedan"} como ${n === 1 ? "borrador" : "borradores"}.`,
    en: (n: number) =>
      ` ${drafts.en(n)} ${n === 1 ? "needs" : "need"} details or photos before being published and ${n === 1 ? "stays a draft" : "stay drafts"}.`,
  },
  morePasses: { es: "Ver planes con más pases", en: "See plans with more passes" },
  publishN: { es: (n: number) => `Publicar ${properties.es(n)}`, en: (n: number) => `Publish ${properties.en(n)}` },
  // The pager
  previous: { es: "Anterior", en: "Previous" },
  next: { es: "Siguiente", en: "Next" },
  pageOf: { es: (page: number, pages: number) => `Página ${page} de ${pages}`, en: (page: number, pages: number) => `Page ${page} of ${pages}` },
});
