import type { Bilingual, TextsLike } from "../i18n/bilingual";

// Every Spanish text of the listings' export (the dashboard's "Exportar" and the worker's answers).
export const EXPORT_TEXTS = {
  action: "Exportar",
  title: "Exportar tus propiedades publicadas",
  count: (n: number) => (n === 1 ? "1 propiedad publicada." : `${n.toLocaleString("es-MX")} propiedades publicadas.`),
  none: "Aún no tienes propiedades publicadas para exportar.",
  csv: "Hoja de cálculo (CSV)",
  csvHint: "Con las columnas de Importar propiedades: puedes volver a importarla tal cual.",
  json: "JSON con el formato de EasyBroker",
  jsonHint: "Para llevar tu inventario a EasyBroker o a otra herramienta que lea sus feeds.",
  /** Refused to an agent who works for an agency: its catalogue is the agency's. */
  agencyOnly: "El inventario de tu inmobiliaria lo exporta su dueño desde su panel.",
  fileName: (date: string, ext: "csv" | "json") => `hogaria-propiedades-${date}.${ext}`,
} as const;

export const EXPORT_TEXTS_EN: TextsLike<typeof EXPORT_TEXTS> = {
  action: "Export",
  title: "Export your published listings",
  count: (n: number) => (n === 1 ? "1 published listing." : `${n.toLocaleString("en-US")} published listings.`),
  none: "You have no published listings to export yet.",
  csv: "Spreadsheet (CSV)",
  csvHint: "With the columns of Import listings: you can import it again as it is.",
  json: "JSON in EasyBroker's format",
  jsonHint: "To take your inventory to EasyBroker or another tool that reads its feeds.",
  agencyOnly: "Your agency's inventory is exported by its owner from their dashboard.",
  fileName: EXPORT_TEXTS.fileName,
};

/** The export's texts in each language. */
export const EXPORT_TEXTS_BY_LANG: Bilingual<TextsLike<typeof EXPORT_TEXTS>> = { es: EXPORT_TEXTS, en: EXPORT_TEXTS_EN };
