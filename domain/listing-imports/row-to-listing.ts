import { listingErrors, suggestTitle, type ListingDraft } from "../listings/listing-schema";
import type { Operation, PropertyType } from "../properties/property";
import { OPERATIONS, PROPERTY_TYPES } from "../properties/property";
import { isRepeatable, type ColumnMapping } from "./column-guess";
import { readFactRow } from "./fact-row";
import { readBoolean, readFeatures, readLegalStatus, readNumber, readOperation, readPropertyType, readUrls } from "./cell-values";
import { IMPORT_LIMITS, type ImportRowError } from "./import-contract";
import { IMPORT_FILE_MESSAGES as M } from "./import-file-messages";
import type { ImportField, ListingImportField } from "./import-fields";
import { sourceIdFor } from "./source-id";

/** A row of the file read through the mapping, before its place is resolved. */
export type PreparedRow = {
  /** Its line in the file (the header is line 1). */
  row: number;
  source_id: string;
  /** The listing's fields as the publish form names them (no place yet). */
  listing: Record<string, unknown>;
  photo_urls: string[];
  /** The place as the file writes it (null: no colonia column or an empty cell). */
  place: { colonia: string; alcaldia: string } | null;
  /** Whether the file gave the pin (lat and lng). */
  hasPin: boolean;
  /** What was left out or assumed, said to the agent but not a reason to refuse the row. */
  notes: ImportRowError[];
  /** Facts the row says twice, differently ("Mascotas: No" and "Pet friendly" among its amenities): the row is refused. */
  conflicts: ImportRowError[];
};

const NUMBER_FIELDS = new Set<ListingImportField>([
  "price",
  "maintenance",
  "appraisal_value",
  "lat",
  "lng",
  "bedrooms",
  "bathrooms",
  "parking_spaces",
  "built_surface",
  "total_surface",
  "age_years",
]);
const BOOLEAN_FIELDS = new Set<ListingImportField>(["hide_address"]);

/** The cells of one row, by field (empty cells left out; a repeatable field's columns joined by lines). */
export function cellsByField(cells: readonly string[], mapping: ColumnMapping): Partial<Record<ImportField, string>> {
  const out: Partial<Record<ImportField, string>> = {};
  mapping.forEach((field, i) => {
    const value = (cells[i] ?? "").trim();
    if (!field || !value) return;
    if (out[field] === undefined) out[field] = value;
    else if (isRepeatable(field)) out[field] += `\n${value}`;
  });
  return out;
}

// Types whose one surface is the built one (the publish form asks them for it); a terreno's
// is its land; a casa's may be either, and is what the column is mapped to.
const BUILT_TYPES: readonly PropertyType[] = ["departamento", "oficina", "local-comercial", "bodega-comercial"];

/**
 * Where a file's only surface ("Superficie", "m2": loneSurfaceColumn) goes for a row of
 * this type: built for flats, offices, shops and warehouses, land for terrenos, and for
 * casas (or a type not read) the field the column is mapped to.
 */
export function surfaceFieldFor(type: unknown, mapped: "built_surface" | "total_surface"): "built_surface" | "total_surface" {
  if (type === "terreno") return "total_surface";
  if ((BUILT_TYPES as readonly unknown[]).includes(type)) return "built_surface";
  return mapped;
}

/** Whether a row of this type (a casa) takes a lone surface as the column's mapped field. */
export const takesSurfaceAsMapped = (type: unknown): boolean =>
  isType(type) && surfaceFieldFor(type, "built_surface") !== surfaceFieldFor(type, "total_surface");

/**
 * One row of the file → the listing fields it holds, its source id, photos and place.
 * `surfaceColumn` is the file's only surface under a header that does not say which
 * (loneSurfaceColumn), read by the row's type; -1 when there is none.
 */
export function prepareRow(cells: readonly string[], mapping: ColumnMapping, row: number, surfaceColumn = -1): PreparedRow {
  const c = cellsByField(cells, mapping);
  const listing: Record<string, unknown> = {};
  const notes: ImportRowError[] = [];
  const type = c.property_type ? readPropertyType(c.property_type) : undefined;
  const operation = c.operation_type ? readOperation(c.operation_type) : undefined;
  if (operation !== undefined) listing.operation_type = operation;
  if (type !== undefined) listing.property_type = type;
  for (const field of NUMBER_FIELDS) {
    const cell = c[field];
    if (cell !== undefined) listing[field] = readNumber(cell) ?? cell;
  }
  const surfaceMapped = mapping[surfaceColumn];
  if (surfaceMapped === "built_surface" || surfaceMapped === "total_surface") {
    const to = surfaceFieldFor(type, surfaceMapped);
    if (to !== surfaceMapped && listing[surfaceMapped] !== undefined) {
      listing[to] = listing[surfaceMapped];
      delete listing[surfaceMapped];
    }
  } else if (type === "terreno" && listing.total_surface === undefined && listing.built_surface !== undefined) {
    // A terreno with only a built surface has given its land.
    listing.total_surface = listing.built_surface;
    delete listing.built_surface;
  }
  // A size the type does not ask for, written as 0, is not given: a terreno's
  // construction, a home's land.
  if (type === "terreno" && listing.built_surface === 0) delete listing.built_surface;
  if (type !== "terreno" && listing.total_surface === 0) delete listing.total_surface;
  for (const field of BOOLEAN_FIELDS) {
    const cell = c[field];
    if (cell !== undefined) listing[field] = readBoolean(cell);
  }
  if (c.legal_status !== undefined) listing.legal_status = readLegalStatus(c.legal_status);
  for (const field of ["street", "interior", "title", "description", "description_en"] as const)
    if (c[field] !== undefined) listing[field] = c[field];
  let featureFacts = {};
  if (c.features !== undefined) {
    const knownType = isType(type) ? type : null;
    const read = readFeatures(c.features, knownType);
    listing.features = read.features;
    featureFacts = read.facts;
    if (read.unknown.length) notes.push({ field: "features", message: M.unknownAmenities(read.unknown) });
  }
  const facts = readFactRow(c, featureFacts);
  Object.assign(listing, facts.listing);
  if (listing.title === undefined && isType(type) && isOperation(operation)) {
    const title = suggestTitle({ property_type: type, operation_type: operation, colonia: c.colonia ?? null, bedrooms: numberOr(listing.bedrooms) });
    if (title) listing.title = title;
  }
  let photo_urls = c.photo_urls ? readUrls(c.photo_urls).filter((u) => u.length <= IMPORT_LIMITS.photoUrlMax) : [];
  if (photo_urls.length > IMPORT_LIMITS.photoUrlsMax) {
    photo_urls = photo_urls.slice(0, IMPORT_LIMITS.photoUrlsMax);
    notes.push({ field: "photo_urls", message: M.tooManyPhotos });
  }
  const source_id = sourceIdFor(c.source_id, {
    street: c.street,
    colonia: c.colonia,
    property_type: c.property_type,
    surface: c.built_surface ?? c.total_surface,
  });
  return {
    row,
    source_id,
    listing,
    photo_urls,
    place: c.colonia ? { colonia: c.colonia, alcaldia: c.alcaldia ?? "" } : null,
    hasPin: typeof listing.lat === "number" && typeof listing.lng === "number",
    notes,
    conflicts: facts.conflicts,
  };
}

/** A place of the location search, as the row takes it. centroide is [lng, lat]. */
export type ResolvedPlace = { id: string; centroide: [number, number] | null };

/**
 * The row with its place: the place's id, and when the file gave no pin, the colonia's
 * centre as the pin with only the colonia shown ("Mostrar solo la colonia").
 */
export function withPlace(prepared: PreparedRow, place: ResolvedPlace | null): { listing: Record<string, unknown>; notes: ImportRowError[] } {
  if (!place) return { listing: prepared.listing, notes: prepared.notes };
  const listing = { ...prepared.listing, location_id: place.id };
  const notes = [...prepared.notes];
  if (!prepared.hasPin && place.centroide) {
    const [lng, lat] = place.centroide;
    Object.assign(listing, { lat, lng, hide_address: true });
    notes.push({ field: "location_id", message: M.pinFromColonia });
  }
  return { listing, notes };
}

/**
 * A row's problems, as the worker will find them with the listing schema: every field on
 * its own, every required field, and the rules between fields (listingErrors, the publish
 * form's check). One entry per field, with the schema's message.
 */
export function rowProblems(listing: Record<string, unknown>): ImportRowError[] {
  return Object.entries(listingErrors(listing as ListingDraft)).map(([field, message]) => ({ field: field === "_" ? null : field, message }));
}

const isType = (value: unknown): value is PropertyType => (PROPERTY_TYPES as readonly unknown[]).includes(value);
const isOperation = (value: unknown): value is Operation => (OPERATIONS as readonly unknown[]).includes(value);
const numberOr = (value: unknown) => (typeof value === "number" ? value : undefined);
