import type { NotGivenCount } from "./fact-filters";
import type { Bilingual } from "../i18n/bilingual";
import type { AdvertiserTrust } from "../trust/advertiser-trust";
import type { LegalStatus } from "../listings/legal-status";
import type { ListingFacts } from "../listings/facts";
import type { StationNearby } from "../transit/station-nearby";

// What a listing is offered for. The search pages that list each one are its Section (sections.ts).
export const OPERATIONS = ["venta", "renta", "remate"] as const;
export type Operation = (typeof OPERATIONS)[number];

export const PROPERTY_TYPES = ["casa", "departamento", "terreno", "casa-condominio", "local-comercial", "oficina", "bodega-comercial"] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const PROPERTY_TYPE_LABELS: Record<PropertyType, { singular: string; plural: string }> = {
  casa: { singular: "Casa", plural: "Casas" },
  departamento: { singular: "Departamento", plural: "Departamentos" },
  terreno: { singular: "Terreno", plural: "Terrenos" },
  "casa-condominio": { singular: "Casa en condominio", plural: "Casas en condominio" },
  "local-comercial": { singular: "Local comercial", plural: "Locales comerciales" },
  oficina: { singular: "Oficina", plural: "Oficinas" },
  "bodega-comercial": { singular: "Bodega comercial", plural: "Bodegas comerciales" },
};

export const OPERATION_LABELS: Record<Operation, string> = { venta: "En venta", renta: "En renta", remate: "En remate" };

/** The property types' names in each language (English pages: "Apartment", "Apartments"). */
export const PROPERTY_TYPE_NAMES: Bilingual<Record<PropertyType, { singular: string; plural: string }>> = {
  es: PROPERTY_TYPE_LABELS,
  en: {
    casa: { singular: "House", plural: "Houses" },
    departamento: { singular: "Apartment", plural: "Apartments" },
    terreno: { singular: "Land", plural: "Land lots" },
    "casa-condominio": { singular: "Gated-community house", plural: "Gated-community houses" },
    "local-comercial": { singular: "Retail space", plural: "Retail spaces" },
    oficina: { singular: "Office", plural: "Offices" },
    "bodega-comercial": { singular: "Warehouse", plural: "Warehouses" },
  },
};

/** What a listing is offered for, as a card's tag ("En renta", "For rent"). */
export const OPERATION_NAMES: Bilingual<Record<Operation, string>> = {
  es: OPERATION_LABELS,
  en: { venta: "For sale", renta: "For rent", remate: "Foreclosure" },
};

// Area shown on cards: built surface, falling back to total surface.
export function displayArea(p: { built_surface: number | null; total_surface: number | null }): number | null {
  return p.built_surface ?? p.total_surface ?? null;
}

/** A listing photo: its full size, thumbnail and medium (null when not stored), alt text and pixel size. */
export type PropertyImage = {
  url: string;
  thumbnail_url: string | null;
  medium_url: string | null;
  alt: string | null;
  width: number | null;
  height: number | null;
};

// The facts every card of a listing shows, live (a result card) or cloned (a board card).
export type ListingCardFacts = {
  id: string;
  title: string;
  price: number;
  address: string;
  neighborhood: string;
  bedrooms: number;
  bathrooms: number;
  parking_spaces: number;
  total_surface: number | null;
  built_surface: number | null;
  photo_count: number;
};

// A listing as result cards and map markers need it.
export type PropertyCard = ListingCardFacts & {
  // The street part of its public address (domain/listings/public-address.ts publicStreet),
  // shown under the colonia; null when it shows only the colonia.
  street: string | null;
  currency: "MXN";
  operation_type: Operation;
  property_type: PropertyType;
  lat: number;
  lng: number;
  image: PropertyImage | null;
  created_at: string;
  // Whole pesos per m² of the card's area (built, else total); null without one.
  price_per_m2: number | null;
  // The median price per m² of venta listings of its kind in its colonia (price-stats.ts);
  // null when the colonia has too few of them.
  colonia_median_price_m2: number | null;
  // Remates: the appraisal the discount is measured against, and the legal situation.
  appraisal_value: number | null;
  legal_status: LegalStatus | null;
  // Who answers for the listing (its agency, else its agent): the badges a card shows.
  trust: AdvertiserTrust;
  // The last time its advertiser confirmed it or changed it ("Actualizada hace N días", domain/listings/freshness.ts).
  confirmed_at: string | null;
  // How many other advertisers publish the same home (domain/listing-clusters); 0 when none.
  also_listed_by: number;
  // The nearest transit station within 1 km on foot (domain/transit/); null when none.
  nearest_station: StationNearby | null;
  // A commute search's estimate (domain/transit/commute.ts), absent without a destination:
  // whole minutes door to door by public transport, null when no station or walk reaches the
  // destination; `has_station`: it has a station within 1 km (else it can only be walked).
  commute?: ListingCommute;
};

export type ListingCommute = { minutes: number | null; has_station: boolean };

export type PropertySearchResponse = {
  items: PropertyCard[];
  total: number;
  page: number;
  page_size: number;
  pages: number;
  // The place the search is about, when a location was given (for titles and the map).
  // served: Hogaria publishes there (domain/locations/location.ts SERVED_PLACE_SLUG).
  location: { id: string; nombre_canonico: string; tipo: string; centroide: [number, number] | null; served: boolean } | null;
  /** For each fact filter set: the listings left out for not saying the fact (domain/properties/fact-filters.ts). */
  not_given: NotGivenCount[];
  // A commute search (destino_lat, destino_lng): how many stations are within 1 km of the
  // destination (0: only walking is estimated), and, with a maximum, how many listings it
  // left out because they have no station within 1 km (and are too far to walk).
  commute?: { stations_near_destination: number; without_station: number | null };
};

export type MapMarker = { id: string; lat: number; lng: number; price: number; operation_type: Operation };
// GET /api/properties/map: at most 500 markers of the whole result set (truncated when more match).
export type MapMarkersResponse = { items: MapMarker[]; total: number; truncated: boolean };

export type AgentCard = {
  id: string;
  name: string;
  avatar: string | null;
  agency: { name: string; slug: string } | null;
  // The number itself comes only from the contact endpoint, on click.
  has_phone: boolean;
  has_whatsapp: boolean;
  /** An independent agent's public page (/agente/{slug}); null for an agency's agent or an agent without one yet. */
  page_slug: string | null;
  // This person's badges: their agency (or themselves when independent), their phone, since when.
  trust: AdvertiserTrust;
};

export type PropertyDetail = PropertyCard & {
  description: string;
  /** The advertiser's own English description, shown instead on English pages; null when they wrote none. */
  description_en?: string | null;
  maintenance: number | null;
  features: string[];
  // What the advertiser attests (domain/listings/facts.ts), null where not given; the
  // facts that do not apply to the listing are null too and not shown. What the money facts
  // add up to: domain/listing-costs.
  facts: ListingFacts;
  images: PropertyImage[];
  // How many listings the colonia's median was taken from (null without a median).
  colonia_median_sample: number | null;
  location: { colonia: string; alcaldia: string | null; estado: string | null };
  // The agent chose "Mostrar solo la colonia": lat/lng are the colonia's centre, and the
  // map shows an area around it, never a pin (absent: the pin is the home's).
  approximate_location?: boolean;
  agent: AgentCard | null;
  similar: PropertyCard[];
  // The same home's other published listings, by other advertisers, cheapest first.
  same_home: SameHomeListing[];
  // Every transit station within 1 km, nearest first; `has_place` false when the listing has
  // no point on the map to measure from (then there are none).
  stations: StationNearby[];
  has_place: boolean;
};

export type SameHomeListing = { id: string; title: string; price: number; operation_type: Operation; advertiser: string; trust: AdvertiserTrust };

// Contact revealed on click (POST), never printed in the page.
export type AgentContact = { name: string; phone: string | null; whatsapp: string | null };

// A share link an agent made: /s/{token} (share) or /p/{token} (presentation).
export type PropertyShare = { token: string; kind: "share" | "presentation"; url: string; created_at: string; revoked_at: string | null };

// What /s/{token} shows: the listing with the sharing agent in place of the listing's,
// and the origin mark a client can check.
export type SharedProperty = {
  property: PropertyDetail;
  shared_by: AgentCard;
  // `reference`: the share's own (domain/trust/share-reference.ts), never the listing's id.
  origin: { reference: string; agent_name: string; verified: true };
};
