import { LISTING_FACTS as F, MONEY_FACT_LABELS } from "../listings/facts";
import type { ListingDraft } from "../listings/listing-schema";
import type { Bilingual } from "../i18n/bilingual";

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
  "description_en",
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
  description_en: "Descripción en inglés",
  photo_urls: "Fotos (URL)",
  credit_infonavit: "Acepta Infonavit",
  credit_fovissste: "Acepta Fovissste",
  guarantee_aval: "Pide aval",
  guarantee_poliza: "Pide póliza jurídica",
};

/** The same names on the English import page (a file's headers may be in either language). */
export const IMPORT_FIELD_LABELS_EN: Record<ImportField, string> = {
  source_id: "ID",
  colonia: "Neighborhood (colonia)",
  alcaldia: "Alcaldía (borough)",
  operation_type: "Operation",
  property_type: "Property type",
  price: "Price",
  maintenance: "Maintenance fee",
  appraisal_value: "Appraisal value",
  legal_status: "Legal status",
  street: "Street and number",
  interior: "Unit",
  lat: "Latitude",
  lng: "Longitude",
  hide_address: "Show only the colonia",
  bedrooms: "Bedrooms",
  bathrooms: "Bathrooms",
  parking_spaces: "Parking spaces",
  built_surface: "m² built",
  total_surface: "m² of land",
  age_years: "Age (years)",
  features: "Amenities",
  pets: "Pets allowed",
  furnishing: "Furnished",
  credits: "Mortgage credits accepted",
  land_use: "Land use",
  guarantee: "Guarantee",
  deposit_months: "Deposit (months)",
  maintenance_included: "Maintenance included in the rent",
  elevador: "Elevator",
  seguridad_24h: "24 h security",
  cisterna: "Water cistern",
  gas_natural: "Natural gas",
  roof_garden: "Roof garden",
  title: "Title",
  description: "Description",
  description_en: "English description",
  photo_urls: "Photos (URL)",
  credit_infonavit: "Accepts Infonavit",
  credit_fovissste: "Accepts Fovissste",
  guarantee_aval: "Asks for a guarantor (aval)",
  guarantee_poliza: "Asks for a legal policy (póliza jurídica)",
};

export const IMPORT_FIELD_LABEL_TEXTS: Bilingual<Record<ImportField, string>> = { es: IMPORT_FIELD_LABELS, en: IMPORT_FIELD_LABELS_EN };
