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
  ],
  age_years: ["antiguedad", "antiguedad anos", "edad", "anos de antiguedad", "age", "year built"],
  features: ["amenidades", "caracteristicas", "amenities", "features"],
  pet_friendly: ["pet friendly", "mascotas", "acepta mascotas", "se aceptan mascotas", "pets", "pets allowed"],
  furnished: ["amueblado", "amueblada", "furnished"],
  title: ["titulo", "title", "nombre", "encabezado", "headline"],
  description: ["descripcion", "description", "detalles", "details"],
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
  ],
};

export function normalizeHeader(header: string): string {
  return normalizeSearchText(header.replace(/²/g, "2").replace(/_/g, " "));
}

// A surface without saying which ("m2", "Metros", "Superficie (m²)") is the built one, the
// surface every home needs (row-to-listing reads it as a terreno's land when that is all a
// terreno has). Only as the whole header: inside a longer one ("Superficie de terreno",
// "Metros cuadrados de jardín") the other words decide.
const BARE_SURFACE = ["m2", "mt2", "mts2", "mts", "metros", "metros cuadrados", "superficie", "superficie m2", "area", "tamano"];

const EXACT = new Map<string, ImportField>();
for (const field of IMPORT_FIELDS) {
  EXACT.set(normalizeHeader(IMPORT_FIELD_LABELS[field]), field);
  EXACT.set(normalizeHeader(field), field);
  for (const s of SYNONYMS[field]) EXACT.set(s, field);
}
const BY_LENGTH = [...EXACT.entries()].sort(([a], [b]) => b.length - a.length);
for (const s of BARE_SURFACE) EXACT.set(s, "built_surface");

/** A column's header → the field it most likely fills, or null when none. */
export function guessField(header: string): ImportField | null {
  const h = normalizeHeader(header);
  if (!h) return null;
  const exact = EXACT.get(h);
  if (exact) return exact;
  const padded = ` ${h} `;
  // Short words ("id", "lat", "tipo") only count as the whole header: "Tipo de cambio" or
  // "Valid" should not become a type or an id.
  for (const [synonym, field] of BY_LENGTH) if (synonym.length > 4 && padded.includes(` ${synonym} `)) return field;
  return null;
}

/** A column mapping: for each column, in order, the field it fills or null (ignored). */
export type ColumnMapping = (ImportField | null)[];

/**
 * Each column's field, guessed from the headers: a field goes to the first column that
 * names it, and a later column naming it again is ignored. A remembered mapping (header →
 * field, from the last import of this kind) wins over the guess for the headers it knows.
 */
export function guessMapping(headers: readonly string[], remembered?: Record<string, string | null> | null): ColumnMapping {
  const used = new Set<ImportField>();
  const known = new Map<string, string | null>();
  for (const [header, field] of Object.entries(remembered ?? {})) known.set(normalizeHeader(header), field);
  return headers.map((header) => {
    const h = normalizeHeader(header);
    const field = known.has(h) ? known.get(h) : guessField(header);
    if (!isImportField(field) || used.has(field)) return null;
    used.add(field);
    return field;
  });
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
