import { factFeatureNames } from "./cell-values";
import { pageHref } from "../pages/page-routes";
import { PROPERTY_TYPE_LABELS } from "../properties/property";
import type { ExportedListing } from "./listing-export";

// A listing in EasyBroker's public property shape (API v1, `/properties/{id}`), with
// EasyBroker's field names, so an agency can take its catalogue to EasyBroker or to any
// tool that reads its feeds: the whole export is one `/properties` page (`content` and
// `pagination`). Hogaria's words where EasyBroker has no list of its own (property types,
// features); a remate is a sale marked `foreclosure`; a sale or rental is in pesos.
export type EasyBrokerExportProperty = {
  public_id: string;
  title: string;
  description: string;
  /** Hogaria's own field (EasyBroker has none): the advertiser's English description, or null. Its import reads it back. */
  description_en: string | null;
  status: "published";
  property_type: string;
  operations: { type: "sale" | "rental"; amount: number; currency: "MXN"; formatted_amount: string; unit: "total" }[];
  foreclosure: boolean;
  bedrooms: number;
  bathrooms: number;
  half_bathrooms: number;
  parking_spaces: number;
  construction_size: number | null;
  lot_size: number | null;
  age: number | null;
  expenses: number | null;
  location: {
    name: string;
    latitude: number;
    longitude: number;
    street: string | null;
    exterior_number: string | null;
    interior_number: string | null;
    show_exact_location: boolean;
    hide_exact_location: boolean;
  };
  features: { name: string }[];
  property_images: { title: string | null; url: string }[];
  title_image_full: string | null;
  public_url: string;
  updated_at: string;
};

export type EasyBrokerExportPagination = { limit: number; page: number; total: number; next_page: string | null };

const CITY = "Ciudad de México";
const pesos = new Intl.NumberFormat("es-MX", { maximumFractionDigits: 0 });

// "Durango 123" → street "Durango", exterior number "123"; a street without a trailing
// number stays whole.
export function splitStreet(street: string | null): { street: string | null; exterior_number: string | null } {
  if (!street) return { street: null, exterior_number: null };
  const m = /^(.*\S)\s+(?:#\s*)?(\d+[A-Za-z]?(?:-[\dA-Za-z]+)?)$/.exec(street.trim());
  return m ? { street: m[1], exterior_number: m[2] } : { street: street.trim(), exterior_number: null };
}

export function toEasyBrokerProperty(l: ExportedListing, origin: string): EasyBrokerExportProperty {
  const { street, exterior_number } = splitStreet(l.street);
  const wholeBaths = Math.floor(l.bathrooms);
  const facts = factFeatureNames(l.facts);
  return {
    public_id: l.source_id ?? l.id,
    title: l.title,
    description: l.description,
    description_en: l.description_en,
    status: "published",
    property_type: PROPERTY_TYPE_LABELS[l.property_type].singular,
    operations: [
      {
        type: l.operation_type === "renta" ? "rental" : "sale",
        amount: l.price,
        currency: "MXN",
        formatted_amount: `$${pesos.format(l.price)} MXN`,
        unit: "total",
      },
    ],
    foreclosure: l.operation_type === "remate",
    bedrooms: l.bedrooms,
    bathrooms: wholeBaths,
    half_bathrooms: l.bathrooms > wholeBaths ? 1 : 0,
    parking_spaces: l.parking_spaces,
    construction_size: l.built_surface,
    lot_size: l.total_surface,
    age: l.age_years,
    expenses: l.maintenance,
    location: {
      name: [l.colonia, l.alcaldia, CITY].filter(Boolean).join(", "),
      latitude: l.lat,
      longitude: l.lng,
      street,
      exterior_number,
      interior_number: l.interior,
      show_exact_location: !l.hide_address,
      hide_exact_location: l.hide_address,
    },
    features: [...l.features, ...facts].map((name) => ({ name })),
    property_images: l.photo_urls.map((url) => ({ title: null, url })),
    title_image_full: l.photo_urls[0] ?? null,
    public_url: origin + pageHref.property(l.id),
    updated_at: l.updated_at,
  };
}

/** The `/properties` page the whole export is: every listing, no next page. */
export const easyBrokerExportPagination = (total: number): EasyBrokerExportPagination => ({ limit: total, page: 1, total, next_page: null });
