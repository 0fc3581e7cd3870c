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
