import { IMPORT_FIELD_LABELS, type ImportField } from "./import-fields";
import { EASYBROKER_FEATURES } from "./easybroker-features";

// EasyBroker's public property format (its API v1 and JSON feeds): the fields Hogaria has
// a place for. A feed is one property (`/properties/{id}`), a list of them, or an object
// holding them under `content` (the API's `/properties` pages, beside `pagination`) or
// `properties`. A list item of `/properties` is a shorter property: its location is the
// place's name as text and its only photo `title_image_full`.
type EasyBrokerOperation = { type?: string; amount?: number | string | null; currency?: string | null; unit?: string | null };
type EasyBrokerLocation = {
  name?: string | null;
  latitude?: number | string | null;
  longitude?: number | string | null;
  street?: string | null;
  exterior_number?: string | number | null;
  interior_number?: string | number | null;
  show_exact_location?: boolean | null;
  hide_exact_location?: boolean | null;
};
type EasyBrokerNamed = string | { name?: string | null } | null;
export type EasyBrokerProperty = {
  public_id?: string;
  title?: string | null;
  description?: string | null;
  /** Not EasyBroker's: Hogaria's export writes the English description here, and reads it back. */
  description_en?: string | null;
  property_type?: string | null;
  operations?: EasyBrokerOperation[] | null;
  location?: EasyBrokerLocation | string | null;
  bedrooms?: number | string | null;
  bathrooms?: number | string | null;
  half_bathrooms?: number | string | null;
  parking_spaces?: number | string | null;
  construction_size?: number | string | null;
  lot_size?: number | string | null;
  age?: number | string | null;
  expenses?: number | string | null;
  foreclosure?: boolean | null;
  property_images?: { url?: string | null }[] | null;
  images?: { url?: string | null }[] | null;
  title_image_full?: string | null;
  features?: EasyBrokerNamed[] | null;
  amenities?: EasyBrokerNamed[] | null;
  tags?: EasyBrokerNamed[] | null;
};

/** The `/properties` page of EasyBroker's API: where the next page is, when there is one. */
export type EasyBrokerPagination = { next_page?: string | null; page?: number; total?: number; limit?: number };

// The columns of the table a feed becomes, named as the mapping step names the fields,
// so the mapping is guessed whole.
const COLUMNS = [
  "source_id",
  "title",
  "description",
  "description_en",
  "property_type",
  "operation_type",
  "price",
  "maintenance",
  "colonia",
  "alcaldia",
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
  "photo_urls",
] as const satisfies readonly ImportField[];
type Column = (typeof COLUMNS)[number];

const isProperty = (p: unknown): p is EasyBrokerProperty =>
  !!p && typeof p === "object" && typeof (p as EasyBrokerProperty).public_id === "string" && (p as EasyBrokerProperty).public_id!.trim() !== "";

/** The properties of a parsed feed, or null when it is not shaped like one. */
export function easyBrokerProperties(json: unknown): EasyBrokerProperty[] | null {
  if (isProperty(json)) return [json];
  const list = Array.isArray(json)
    ? json
    : json && typeof json === "object"
      ? ((json as { content?: unknown }).content ?? (json as { properties?: unknown }).properties)
      : null;
  if (!Array.isArray(list) || list.length === 0) return null;
  return list.every(isProperty) ? list : null;
}

/** Where a `/properties` page says its next page is (null: the last page, or not a page). */
export function easyBrokerNextPage(json: unknown): string | null {
  if (!json || typeof json !== "object" || Array.isArray(json)) return null;
  const next = (json as { pagination?: EasyBrokerPagination | null }).pagination?.next_page;
  return typeof next === "string" && next.trim() ? next.trim() : null;
}

/** A feed → a table: a header row in Hogaria's words, and one row of text per property. */
export function easyBrokerTable(properties: readonly EasyBrokerProperty[]): { headers: string[]; rows: string[][] } {
  return { headers: COLUMNS.map((c) => IMPORT_FIELD_LABELS[c]), rows: properties.map(easyBrokerRow) };
}

export function easyBrokerRow(p: EasyBrokerProperty): string[] {
  const location: EasyBrokerLocation = typeof p.location === "string" ? { name: p.location } : (p.location ?? {});
  // "Roma Norte, Cuauhtémoc, Ciudad de México": colonia, alcaldía, ciudad.
  const [colonia = "", alcaldia = ""] = (location.name ?? "").split(",").map((s) => s.trim());
  const { operation_type, price } = operationCells(p);
  const half = positive(p.half_bathrooms) ?? 0;
  const full = count(p.bathrooms);
  const values: Record<Column, string> = {
    source_id: p.public_id?.trim() ?? "",
    title: p.title?.trim() ?? "",
    description: p.description?.trim() ?? "",
    description_en: p.description_en?.trim() ?? "",
    property_type: p.property_type?.trim() ?? "",
    operation_type,
    price,
    // EasyBroker's "expenses": the monthly maintenance fee, in pesos.
    maintenance: size(p.expenses),
    colonia,
    alcaldia,
    street: streetWithNumber(location.street, location.exterior_number),
    interior: given(location.interior_number),
    lat: size(location.latitude),
    lng: size(location.longitude),
    // The agent chose not to show the exact location: buyers see only the colonia.
    hide_address: hideAddress(location),
    bedrooms: given(p.bedrooms),
    // Each half bathroom (toilet and sink) is half a bathroom: 2 and 1 half → 2.5.
    bathrooms: full === null && half === 0 ? "" : String((full ?? 0) + 0.5 * half),
    parking_spaces: given(p.parking_spaces),
    built_surface: size(p.construction_size),
    total_surface: size(p.lot_size),
    age_years: age(p.age),
    features: amenityCell(p),
    photo_urls: photoUrls(p).join(" "),
  };
  return COLUMNS.map((c) => values[c]);
}

// One listing per property: the sale when it has one (a remate when EasyBroker marks it
// a foreclosure), else the rental. A price per m² or per hectare becomes the whole price
// with the property's size. A price in another currency stays written out ("350000 USD"),
// and an operation Hogaria has no place for (a temporary rental) is named as it is, so the
// row shows the price's or the operation's message.
function operationCells(p: EasyBrokerProperty): { operation_type: string; price: string } {
  const operations = (p.operations ?? []).filter((o): o is EasyBrokerOperation => !!o && typeof o === "object");
  const operation = operations.find((o) => o.type === "sale") ?? operations.find((o) => o.type === "rental") ?? operations[0];
  if (!operation) return { operation_type: "", price: "" };
  const type = OPERATION_CELLS[operation.type ?? ""] ?? operation.type ?? "";
  const operation_type = type === "Venta" && p.foreclosure === true ? "Remate" : type;
  let amount = positive(operation.amount);
  if (amount === null) return { operation_type, price: "" };
  const unit = (operation.unit ?? "total").toLowerCase();
  if (unit === "square_meter" || unit === "hectare") {
    const area = unit === "hectare" ? positive(p.lot_size) : (positive(p.construction_size) ?? positive(p.lot_size));
    if (area === null) return { operation_type, price: "" };
    amount = Math.round(unit === "hectare" ? (amount * area) / 10_000 : amount * area);
  }
  const currency = (operation.currency ?? "MXN").trim().toUpperCase() || "MXN";
  return { operation_type, price: currency === "MXN" ? String(amount) : `${amount} ${currency}` };
}

// EasyBroker says it twice (show_exact_location and hide_exact_location): either hiding wins.
function hideAddress(l: EasyBrokerLocation): string {
  if (l.show_exact_location === false || l.hide_exact_location === true) return "Sí";
  return l.show_exact_location === true || l.hide_exact_location === false ? "No" : "";
}

const OPERATION_CELLS: Record<string, string> = { sale: "Venta", rental: "Renta", temporary_rental: "Temporal" };

// "Orizaba" and "120" → "Orizaba 120" (a street that already ends with its number keeps it).
function streetWithNumber(street: string | null | undefined, exterior: unknown): string {
  const name = (street ?? "").trim();
  const number = given(exterior);
  if (!number) return name;
  if (!name) return "";
  return new RegExp(`(^|\\s|#)${number.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`).test(name) ? name : `${name} ${number}`;
}

// Amenities: the feature list and the tags, in Hogaria's names where EasyBroker's differ.
// A feature Hogaria does not know is kept, so the row's note names it; a tag that is not
// an amenity ("Exclusiva", "Oportunidad") is a label of the agency's and is left out.
function amenityCell(p: EasyBrokerProperty): string {
  const features = names(p.features).concat(names(p.amenities)).map(hogariaName);
  const tags = names(p.tags)
    .map(hogariaName)
    .filter((t) => EASYBROKER_FEATURES.known(t));
  return [...new Set([...features, ...tags])].join("; ");
}

const hogariaName = (name: string) => EASYBROKER_FEATURES.translate(name);

const names = (list: EasyBrokerNamed[] | null | undefined): string[] =>
  (list ?? [])
    .map((f) => (typeof f === "string" ? f : (f?.name ?? "")))
    .map((f) => f.trim())
    .filter(Boolean);

function photoUrls(p: EasyBrokerProperty): string[] {
  const images = p.property_images ?? p.images ?? [];
  const urls = images.map((i) => (typeof i?.url === "string" ? i.url.trim() : "")).filter(Boolean);
  if (urls.length === 0 && typeof p.title_image_full === "string" && p.title_image_full.trim()) urls.push(p.title_image_full.trim());
  return [...new Set(urls)];
}

// A value as written; null, undefined and "" are not given.
function given(value: unknown): string {
  if (value === undefined || value === null) return "";
  return String(value).trim();
}

// A number that is given only when above 0 (EasyBroker writes 0.0 for a size, a fee or a
// coordinate the agent left empty: a flat's lot, a terreno's construction).
function positive(value: unknown): number | null {
  const text = given(value).replace(/[$,\s]/g, "");
  if (!text) return null;
  const n = Number(text);
  return Number.isFinite(n) && n > 0 ? n : null;
}
function size(value: unknown): string {
  const text = given(value);
  return text && Number(text.replace(/[$,\s]/g, "")) === 0 ? "" : text;
}
function count(value: unknown): number | null {
  const text = given(value);
  if (!text) return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

// EasyBroker's age is text: years, or words for a new building ("A estrenar").
function age(value: unknown): string {
  const text = given(value);
  if (!text) return "";
  if (/estrenar|nuev|new/i.test(text)) return "0";
  return /^\d+(\.\d+)?$/.test(text) ? text : "";
}
