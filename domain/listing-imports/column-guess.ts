import { normalizeSearchText } from "../text/normalize";
import { IMPORT_FIELD_LABELS, IMPORT_FIELDS, isImportField, type ImportField } from "./import-fields";

// Headers as spreadsheets and portals write them, in Spanish or English, normalised
// (lowercase, no accents, "m²" as "m2"). A header equal to one of these maps to its field;
// failing that, a header that contains one of them as whole words does (longest first).
const SYNONYMS: Record<ImportField, readonly string[]> = {
  source_id: [
    "id",
    "public id",
    "clave",
    "clave interna",
    "folio",
    "referencia",
    "codigo",
    "id propiedad",
    "id anuncio",
    "listing id",
    "external id",
    "sku",
  ],
  colonia: ["colonia", "neighborhood", "neighbourhood", "barrio", "fraccionamiento", "ubicacion", "location"],
  alcaldia: ["alcaldia", "delegacion", "municipio", "municipality", "borough", "alcaldia municipio"],
  operation_type: [
    "operacion",
    "tipo de operacion",
    "operation",
    "operation type",
    "venta renta",
    "renta venta",
    "transaccion",
    "transaction",
    "listing type",
  ],
  property_type: ["tipo", "tipo de propiedad", "tipo de inmueble", "inmueble", "type", "property type"],
  price: ["precio", "price", "precio mxn", "precio de venta", "precio de renta", "monto", "amount", "valor"],
  maintenance: ["mantenimiento", "cuota de mantenimiento", "maintenance", "maintenance fee", "hoa"],
  appraisal_value: ["avaluo", "valor de avaluo", "appraisal", "appraisal value"],
  legal_status: ["situacion legal", "estatus legal", "estado legal", "legal status"],
  street: ["calle", "calle y numero", "direccion", "domicilio", "address", "street", "street address"],
  interior: ["interior", "numero interior", "num interior", "no interior", "unit", "apt"],
  lat: ["lat", "latitud", "latitude"],
  lng: ["lng", "lon", "long", "longitud", "longitude"],
  hide_address: ["mostrar solo la colonia", "ocultar direccion", "direccion oculta", "hide address"],
  bedrooms: ["recamaras", "recamara", "habitaciones", "dormitorios", "cuartos", "bedrooms", "beds", "rooms"],
  bathrooms: ["banos", "bano", "banos completos", "bathrooms", "baths"],
  parking_spaces: [
    "estacionamientos",
    "estacionamiento",
    "cajones",
    "cajones de estacionamiento",
    "parking",
    "parking spaces",
    "parking lots",
    "garage",
  ],
  built_surface: [
    "m2 construidos",
    "m2 construccion",
    "m2 const",
    "mts construidos",
    "metros cuadrados construidos",
    "m2 de construccion",
    "superficie construida",
    "construccion",
    "metros construidos",
    "construction size",
    "construction",
    "built area",
    "built surface",
    "m2 built",
    "built m2",
  ],
  total_surface: [
    "m2 de terreno",
    "m2 terreno",
    "m2 totales",
    "metros de terreno",
    "metros cuadrados de terreno",
    "metros cuadrados totales",
    "superficie de terreno",
    "superficie total",
    "terreno",
    "lot size",
    "land size",
    "total area",
    "total surface",
    "m2 of land",
    "land m2",
  ],
  age_years: ["antiguedad", "antiguedad anos", "edad", "anos de antiguedad", "age", "year built"],
  features: ["amenidades", "amenidad", "caracteristicas", "caracteristica", "amenities", "amenity", "features"],
  pets: ["pet friendly", "mascotas", "acepta mascotas", "se aceptan mascotas", "admite mascotas", "mascotas permitidas", "pets", "pets allowed"],
  furnishing: ["amueblado", "amueblada", "amueblado semiamueblado", "muebles", "furnished", "furnishing"],
  credits: ["creditos", "creditos aceptados", "acepta creditos", "credito", "forma de pago", "formas de pago", "tipo de credito", "financiamiento"],
  land_use: ["uso de suelo", "uso suelo", "zonificacion", "land use", "zoning"],
  guarantee: ["garantia", "tipo de garantia", "aval o poliza", "poliza o aval", "requisitos de renta"],
  deposit_months: ["deposito", "meses de deposito", "deposito meses", "deposito en meses", "deposit", "security deposit"],
  maintenance_included: ["mantenimiento incluido", "incluye mantenimiento", "mantenimiento incluido en renta", "maintenance included"],
  elevador: ["elevador", "ascensor", "elevator"],
  seguridad_24h: ["seguridad", "seguridad 24h", "seguridad 24 horas", "seguridad 24 7", "vigilancia", "vigilancia 24 horas", "security"],
  cisterna: ["cisterna", "cistern"],
  gas_natural: ["gas natural", "gas", "natural gas"],
  roof_garden: ["roof garden", "roof", "azotea", "rooftop"],
  credit_infonavit: ["infonavit", "acepta infonavit", "credito infonavit"],
  credit_fovissste: ["fovissste", "fovisste", "acepta fovissste", "credito fovissste"],
  guarantee_aval: ["aval", "fiador", "pide aval", "requiere aval", "con aval"],
  guarantee_poliza: ["poliza", "poliza juridica", "pide poliza", "requiere poliza", "poliza de arrendamiento"],
  title: ["titulo", "title", "nombre", "encabezado", "headline"],
  description: ["descripcion", "description", "detalles", "details"],
  // Longer than "descripcion" / "description", so a header naming English wins (longest first).
  description_en: [
    "descripcion en ingles",
    "descripcion ingles",
    "descripcion en",
    "english description",
    "description english",
    "description in english",
    "description en",
  ],
  photo_urls: [
    "fotos",
    "foto",
    "imagenes",
    "imagen",
    "url fotos",
    "urls de fotos",
    "photos",
    "images",
    "photo urls",
    "image urls",
    "property images",
    "foto principal",
    "fotos adicionales",
    "imagen principal",
    "otras fotos",
  ],
};

export function normalizeHeader(header: string): string {
  return normalizeSearchText(header.replace(/²/g, "2").replace(/_/g, " "));
}

// A surface without saying which ("m2", "Metros", "Superficie (m²)"): only as the whole
// header: inside a longer one ("Superficie de terreno", "Metros cuadrados de jardín") the
// other words decide. Alone in a file it is read by each row's type (surfaceByType in
// row-to-listing); beside a column that names the built surface it is the land.
const BARE_SURFACE = ["m2", "mt2", "mts2", "mts", "metros", "metros cuadrados", "superficie", "superficie m2", "area", "tamano"];

const EXACT = new Map<string, ImportField>();
for (const field of IMPORT_FIELDS) {
  EXACT.set(normalizeHeader(IMPORT_FIELD_LABELS[field]), field);
  EXACT.set(normalizeHeader(field), field);
  for (const s of SYNONYMS[field]) EXACT.set(s, field);
}
const BY_LENGTH = [...EXACT.entries()].sort(([a], [b]) => b.length - a.length);
for (const s of BARE_SURFACE) EXACT.set(s, "built_surface");

/** Whether a header names a surface without saying which ("m2", "Superficie", "Metros"). */
export const isBareSurfaceHeader = (header: string): boolean => BARE_SURFACE.includes(normalizeHeader(header));

// "Foto 1", "Foto #2", "imagen_3": a numbered header is its field's too.
const NUMBERED = /(?:\s+|\s*#\s*)\d{1,3}$/;

function guessNormalized(h: string): ImportField | null {
  const exact = EXACT.get(h);
  if (exact) return exact;
  const padded = ` ${h} `;
  // Short words ("id", "lat", "tipo") only count as the whole header: "Tipo de cambio" or
  // "Valid" should not become a type or an id.
  for (const [synonym, field] of BY_LENGTH) if (synonym.length > 4 && padded.includes(` ${synonym} `)) return field;
  return null;
}

/** A column's header → the field it most likely fills, or null when none. */
export function guessField(header: string): ImportField | null {
  const h = normalizeHeader(header);
  if (!h) return null;
  const direct = guessNormalized(h);
  if (direct) return direct;
  const unnumbered = h.replace(NUMBERED, "");
  return unnumbered && unnumbered !== h ? guessNormalized(unnumbered) : null;
}

/** A column mapping: for each column, in order, the field it fills or null (ignored). */
export type ColumnMapping = (ImportField | null)[];

/**
 * Fields several columns may fill together: "Foto 1", "Foto 2" (or the columns under one
 * merged "Fotos"), "Amenidad 1", "Amenidad 2". Every other field takes one column.
 */
export const REPEATABLE_FIELDS: readonly ImportField[] = ["photo_urls", "features"];
export const isRepeatable = (field: ImportField | null): boolean => field !== null && REPEATABLE_FIELDS.includes(field);

/**
 * Each column's field, guessed from the headers: a field goes to the first column that
 * names it, and a later column naming it again is ignored, except the repeatable ones that
 * all count. A bare surface ("m2") is the built surface, or the land when another column
 * names the built one. A remembered mapping (header → field, from the last import of this
 * kind) wins over the guess for the headers it knows.
 */
export function guessMapping(headers: readonly string[], remembered?: Record<string, string | null> | null): ColumnMapping {
  const used = new Set<ImportField>();
  const known = new Map<string, string | null>();
  for (const [header, field] of Object.entries(remembered ?? {})) known.set(normalizeHeader(header), field);
  const take = (field: string | null | undefined): ImportField | null => {
    if (!isImportField(field) || (used.has(field) && !isRepeatable(field))) return null;
    used.add(field);
    return field;
  };
  const bare = headers.map((header) => !known.has(normalizeHeader(header)) && isBareSurfaceHeader(header));
  const mapping = headers.map((header, i) => {
    if (bare[i]) return null;
    const h = normalizeHeader(header);
    return take(known.has(h) ? known.get(h) : guessField(header));
  });
  bare.forEach((isBare, i) => {
    if (isBare) mapping[i] = take(used.has("built_surface") ? "total_surface" : "built_surface");
  });
  return mapping;
}

/**
 * The column a file gives as its only surface, under a header that does not say which
 * ("Superficie", "m2"): its index, or -1. Each row reads it by its type (row-to-listing).
 */
export function loneSurfaceColumn(headers: readonly string[], mapping: ColumnMapping): number {
  const surfaces = mapping.flatMap((field, i) => (field === "built_surface" || field === "total_surface" ? [i] : []));
  return surfaces.length === 1 && isBareSurfaceHeader(headers[surfaces[0]] ?? "") ? surfaces[0] : -1;
}

/**
 * Where a file's headers are: the first of its first rows that names at least two fields
 * (a title above it, merged across the columns, names at most one). Failing that, the
 * first row with as many filled cells as the widest, none of them a number; else the first.
 */
export const HEADER_SCAN_ROWS = 20;

export function findHeaderRow(rows: readonly (readonly string[])[]): number {
  const scanned = rows.slice(0, HEADER_SCAN_ROWS);
  const named = scanned.findIndex((cells) => new Set(cells.map(guessField).filter(Boolean)).size >= 2);
  if (named !== -1) return named;
  const filled = scanned.map((cells) => cells.filter((c) => c.trim() !== ""));
  const widest = Math.max(0, ...filled.map((f) => f.length));
  const wordy = filled.findIndex((f) => f.length === widest && widest > 1 && f.every((c) => !/^[\s$\d.,%-]+$/.test(c)));
  return Math.max(0, wordy);
}

/** The mapping to remember: header → field (null: ignored), for the mapping endpoint. */
export function mappingToRecord(headers: readonly string[], mapping: ColumnMapping): Record<string, string | null> {
  const record: Record<string, string | null> = {};
  headers.forEach((header, i) => {
    const key = header.trim();
    if (key && !(key in record)) record[key] = mapping[i] ?? null;
  });
  return record;
}
