import { LISTING_FACTS as F, MONEY_FACT_LABELS } from "../listings/facts";
import type { ListingDraft } from "../listings/listing-schema";

// What a column of an imported file can fill: a field of the listing (listingFields),
// or one of the import's own: the row's id in the other system, the colonia and alcaldía
// as text (resolved to a place of the location search before importing) and photo URLs.
// The place's id (location_id) is never read from a file.
export const IMPORT_ONLY_FIELDS = ["source_id", "colonia", "alcaldia", "photo_urls"] as const;
export type ImportOnlyField = (typeof IMPORT_ONLY_FIELDS)[number];

export const LISTING_IMPORT_FIELDS = [
  "operation_type",
  "property_type",
  "price",
  "maintenance",
  "appraisal_value",
  "legal_status",
  "street",
  "interior",
  "lat",
  "lng",
  "hide_address",
  "bedrooms",
  "bathrooms",
  "parking_spaces",
  "built_surface",
  "total_surface",
  "age_years",
  "features",
  "pets",
  "furnishing",
  "credits",
  "land_use",
  "guarantee",
  "deposit_months",
  "maintenance_included",
  "elevador",
  "seguridad_24h",
  "cisterna",
  "gas_natural",
  "roof_garden",
  "title",
  "description",
] as const satisfies readonly Exclude<keyof ListingDraft, "location_id">[];
export type ListingImportField = (typeof LISTING_IMPORT_FIELDS)[number];

// Columns agents keep for one credit or one guarantee ("Infonavit: Sí", "Aval: No"): read
// into the listing's credits and guarantee (the export writes those, not these).
export const FACT_PART_FIELDS = ["credit_infonavit", "credit_fovissste", "guarantee_aval", "guarantee_poliza"] as const;
export type FactPartField = (typeof FACT_PART_FIELDS)[number];

export const IMPORT_FIELDS = [
  IMPORT_ONLY_FIELDS[0],
  IMPORT_ONLY_FIELDS[1],
  IMPORT_ONLY_FIELDS[2],
  ...LISTING_IMPORT_FIELDS,
  IMPORT_ONLY_FIELDS[3],
  ...FACT_PART_FIELDS,
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

export const isImportField = (value: unknown): value is ImportField =>
  typeof value === "string" && (IMPORT_FIELDS as readonly string[]).includes(value);

/** The name each field has on the mapping step (the publish form's words). */
export const IMPORT_FIELD_LABELS: Record<ImportField, string> = {
  source_id: "ID",
  colonia: "Colonia",
  alcaldia: "Alcaldía",
  operation_type: "Operación",
  property_type: "Tipo de propiedad",
  price: "Precio",
  maintenance: "Mantenimiento",
  appraisal_value: "Valor de avalúo",
  legal_status: "Situación legal",
  street: "Calle y número",
  interior: "Interior",
  lat: "Latitud",
  lng: "Longitud",
  hide_address: "Mostrar solo la colonia",
  bedrooms: "Recámaras",
  bathrooms: "Baños",
  parking_spaces: "Estacionamientos",
  built_surface: "m² construidos",
  total_surface: "m² de terreno",
  age_years: "Antigüedad (años)",
  features: "Amenidades",
  pets: F.pets.label,
  furnishing: F.furnishing.label,
  credits: F.credits.label,
  land_use: F.land_use.label,
  guarantee: F.guarantee.label,
  deposit_months: `${MONEY_FACT_LABELS.depositMonths} (meses)`,
  maintenance_included: "Mantenimiento incluido en la renta",
  elevador: F.elevador.label,
  seguridad_24h: F.seguridad_24h.label,
  cisterna: F.cisterna.label,
  gas_natural: F.gas_natural.label,
  roof_garden: F.roof_garden.label,
  title: "Título",
  description: "Descripción",
  photo_urls: "Fotos (URL)",
  credit_infonavit: "Acepta Infonavit",
  credit_fovissste: "Acepta Fovissste",
  guarantee_aval: "Pide aval",
  guarantee_poliza: "Pide póliza jurídica",
};
