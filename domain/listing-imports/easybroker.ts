import { IMPORT_FIELD_LABELS, type ImportField } from "./import-fields";

// EasyBroker's public property format (its API and JSON feed): the fields Hogaria reads.
// A feed is a list of these, or an object holding them under `content` (the API's pages)
// or `properties`.
type EasyBrokerOperation = { type?: string; amount?: number | string; currency?: string };
type EasyBrokerProperty = {
  public_id?: string;
  title?: string;
  description?: string;
  property_type?: string;
  operations?: EasyBrokerOperation[];
  location?: { name?: string; latitude?: number | string; longitude?: number | string; street?: string } | string;
  bedrooms?: number | string | null;
  bathrooms?: number | string | null;
  half_bathrooms?: number | string | null;
  parking_spaces?: number | string | null;
  construction_size?: number | string | null;
  lot_size?: number | string | null;
  age?: number | string | null;
  property_images?: { url?: string }[];
  features?: (string | { name?: string })[];
  amenities?: (string | { name?: string })[];
};

// The columns of the table a feed becomes, named as the mapping step names the fields,
// so the mapping is guessed whole.
const COLUMNS = [
  "source_id",
  "title",
  "description",
  "property_type",
  "operation_type",
  "price",
  "colonia",
  "alcaldia",
  "street",
  "lat",
  "lng",
  "bedrooms",
  "bathrooms",
  "parking_spaces",
  "built_surface",
  "total_surface",
  "age_years",
  "features",
  "photo_urls",
] as const satisfies readonly ImportField[];

/** The properties of a parsed feed, or null when it is not shaped like one. */
export function easyBrokerProperties(json: unknown): EasyBrokerProperty[] | null {
  const list = Array.isArray(json)
    ? json
    : json && typeof json === "object"
      ? ((json as { content?: unknown }).content ?? (json as { properties?: unknown }).properties)
      : null;
  if (!Array.isArray(list) || list.length === 0) return null;
  if (!list.every((p) => p && typeof p === "object" && typeof (p as EasyBrokerProperty).public_id === "string")) return null;
  return list as EasyBrokerProperty[];
}

/** A feed → a table: a header row in Hogaria's words, and one row of text per property. */
export function easyBrokerTable(properties: readonly EasyBrokerProperty[]): { headers: string[]; rows: string[][] } {
  return { headers: COLUMNS.map((c) => IMPORT_FIELD_LABELS[c]), rows: properties.map(easyBrokerRow) };
}

export function easyBrokerRow(p: EasyBrokerProperty): string[] {
  // One listing per property: the sale when it has one, else the rental.
  const operations = p.operations ?? [];
  const operation = operations.find((o) => o.type === "sale") ?? operations.find((o) => o.type === "rental") ?? operations[0];
  const currency = (operation?.currency ?? "MXN").toUpperCase();
  // Another currency stays written out, so the row shows the price message (pesos only).
  const price = operation?.amount === undefined ? "" : currency === "MXN" ? String(operation.amount) : `${operation.amount} ${currency}`;
  const location = typeof p.location === "string" ? { name: p.location } : (p.location ?? {});
  // "Roma Norte, Cuauhtémoc, Ciudad de México": colonia, alcaldía, ciudad.
  const [colonia = "", alcaldia = ""] = (location.name ?? "").split(",").map((s) => s.trim());
  const bathrooms = p.bathrooms === undefined || p.bathrooms === null ? "" : String(Number(p.bathrooms) + 0.5 * Number(p.half_bathrooms ?? 0));
  const names = (list?: (string | { name?: string })[]) => (list ?? []).map((f) => (typeof f === "string" ? f : (f?.name ?? ""))).filter(Boolean);
  const values: Record<(typeof COLUMNS)[number], string> = {
    source_id: p.public_id ?? "",
    title: p.title ?? "",
    description: p.description ?? "",
    property_type: p.property_type ?? "",
    operation_type: operation?.type ?? "",
    price,
    colonia,
    alcaldia,
    street: location.street ?? "",
    lat: text(location.latitude),
    lng: text(location.longitude),
    bedrooms: text(p.bedrooms),
    bathrooms,
    parking_spaces: text(p.parking_spaces),
    built_surface: text(p.construction_size),
    total_surface: text(p.lot_size),
    age_years: text(p.age),
    features: [...names(p.features), ...names(p.amenities)].join("; "),
    photo_urls: (p.property_images ?? [])
      .map((i) => i?.url ?? "")
      .filter(Boolean)
      .join(" "),
  };
  return COLUMNS.map((c) => values[c]);
}

const text = (value: unknown) => (value === undefined || value === null ? "" : String(value));
