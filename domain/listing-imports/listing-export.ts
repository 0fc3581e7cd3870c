import { LEGAL_STATUS_LABELS, type LegalStatus } from "../listings/legal-status";
import { PROPERTY_TYPE_LABELS, type Operation, type PropertyType } from "../properties/property";
import { toCsv } from "./csv-escape";
import { LISTING_FACTS, type ListingFacts } from "../listings/facts";
import { FACT_PART_FIELDS, IMPORT_FIELD_LABELS, IMPORT_FIELDS, type ImportField } from "./import-fields";

/** A published listing as its owner exports it: what the import page can read back. */
export type ExportedListing = {
  id: string;
  source_id: string | null;
  colonia: string;
  alcaldia: string | null;
  operation_type: Operation;
  property_type: PropertyType;
  price: number;
  maintenance: number | null;
  appraisal_value: number | null;
  legal_status: LegalStatus | null;
  street: string | null;
  interior: string | null;
  /** The listing's own pin (the exact one, also when buyers see only the colonia). */
  lat: number;
  lng: number;
  hide_address: boolean;
  bedrooms: number;
  bathrooms: number;
  parking_spaces: number;
  built_surface: number | null;
  total_surface: number | null;
  age_years: number | null;
  features: string[];
  /** Its facts (null: not given, written as an empty cell). */
  facts: ListingFacts;
  title: string;
  description: string;
  /** The advertiser's own English description, or null. */
  description_en: string | null;
  /** Absolute URLs of its photos, in their order. */
  photo_urls: string[];
  updated_at: string;
};

// The export's CSV has the import page's columns, in its order and with its Spanish names,
// and writes each value the way the import reads it back (the same listing, field by field).
// The ID is the listing's source id when it came from another system, else Hogaria's id.
// The columns of one credit or one guarantee are read on import; the export writes the lists.
export const EXPORT_FIELDS = IMPORT_FIELDS.filter((f) => !(FACT_PART_FIELDS as readonly string[]).includes(f)) as Exclude<
  ImportField,
  (typeof FACT_PART_FIELDS)[number]
>[];
export const EXPORT_CSV_HEADERS: readonly string[] = EXPORT_FIELDS.map((f) => IMPORT_FIELD_LABELS[f]);

const yesNo = (value: boolean) => (value ? "Sí" : "No");
/** A choice fact as a person reads it ("Con restricciones"), which the import reads back. */
const factCell = <F extends Exclude<keyof typeof LISTING_FACTS, "credits">>(fact: F, value: string | null) =>
  value === null ? "" : (LISTING_FACTS[fact].valueLabels as Record<string, string>)[value]!;

export function exportCsvCells(l: ExportedListing): (string | number)[] {
  const cells: Record<(typeof EXPORT_FIELDS)[number], string | number> = {
    source_id: l.source_id ?? l.id,
    colonia: l.colonia,
    alcaldia: l.alcaldia ?? "",
    operation_type: l.operation_type,
    property_type: PROPERTY_TYPE_LABELS[l.property_type].singular,
    price: l.price,
    maintenance: l.maintenance ?? "",
    appraisal_value: l.appraisal_value ?? "",
    legal_status: l.legal_status ? LEGAL_STATUS_LABELS[l.legal_status].label : "",
    street: l.street ?? "",
    interior: l.interior ?? "",
    lat: l.lat,
    lng: l.lng,
    hide_address: yesNo(l.hide_address),
    bedrooms: l.bedrooms,
    bathrooms: l.bathrooms,
    parking_spaces: l.parking_spaces,
    built_surface: l.built_surface ?? "",
    total_surface: l.total_surface ?? "",
    age_years: l.age_years ?? "",
    features: l.features.join("; "),
    pets: factCell("pets", l.facts.pets),
    furnishing: factCell("furnishing", l.facts.furnishing),
    credits: l.facts.credits ? l.facts.credits.map((c) => LISTING_FACTS.credits.valueLabels[c]).join(", ") : "",
    land_use: factCell("land_use", l.facts.land_use),
    guarantee: factCell("guarantee", l.facts.guarantee),
    deposit_months: l.facts.deposit_months ?? "",
    maintenance_included: l.facts.maintenance_included === null ? "" : yesNo(l.facts.maintenance_included),
    elevador: factCell("elevador", l.facts.elevador),
    seguridad_24h: factCell("seguridad_24h", l.facts.seguridad_24h),
    cisterna: factCell("cisterna", l.facts.cisterna),
    gas_natural: factCell("gas_natural", l.facts.gas_natural),
    roof_garden: factCell("roof_garden", l.facts.roof_garden),
    title: l.title,
    description: l.description,
    description_en: l.description_en ?? "",
    photo_urls: l.photo_urls.join(" "),
  };
  return EXPORT_FIELDS.map((f) => cells[f]);
}

/** A page of listings as CSV text: the header row (with the BOM) first, then the listings. */
export function exportCsvChunk(listings: readonly ExportedListing[], first: boolean): string {
  const rows = listings.map(exportCsvCells);
  if (first) return toCsv([EXPORT_CSV_HEADERS, ...rows]);
  return rows.length ? toCsv(rows).slice(1) : "";
}
