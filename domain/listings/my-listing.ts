import type { Operation, PropertyImage, PropertyType } from "../properties/property";
import type { ListingDraft } from "./listing-schema";
import type { ListingStatus } from "./listing-status";
import type { PhotoHoldReason } from "../trust/listing-holds";

// A row of "Mis propiedades" with the numbers counted on the server.
export type MyListing = {
  id: string;
  title: string;
  status: ListingStatus;
  operation_type: Operation | null;
  property_type: PropertyType | null;
  price: number | null;
  neighborhood: string | null;
  image: PropertyImage | null;
  agent: { id: string; name: string } | null;
  published_at: string | null;
  expires_at: string | null;
  updated_at: string;
  // Freshness (domain/listings/freshness.ts): the last confirmation (null for a borrador),
  // and when the e-mail asking for one went out, while unanswered.
  confirmed_at: string | null;
  confirmation_asked_at: string | null;
  stats: { views: number; saves: number; contacts: number; whatsapp: number; calls: number; messages: number };
  services: { service_id: string; service_name: string; expires_at: string | null }[];
};

export type MyListingsResponse = {
  items: MyListing[];
  // Agencies: the agents whose listings can be filtered.
  agents: { id: string; name: string }[];
  // Listings matching the filter, and how many of the person's listings are in each status.
  total: number;
  counts: Partial<Record<ListingStatus, number>>;
};

export type ListingPhoto = {
  id: string;
  url: string;
  thumbnail_url: string | null;
  alt: string | null;
  caption: string | null;
  room_type: string | null;
  width: number | null;
  height: number | null;
  is_main: boolean;
  display_order: number;
};

// What /publicar loads to edit a listing: the saved draft (what the form holds), the
// colonia's name for the autocomplete, and the photos.
export type ListingEditor = {
  id: string;
  status: ListingStatus;
  draft: ListingDraft;
  location_name: string | null;
  photos: ListingPhoto[];
  updated_at: string;
};

// The borrador the agent touched last (GET /api/listings/drafts/latest), or null.
export type LatestDraft = { id: string; title: string | null; updated_at: string } | null;

// What publishing answers, and what a status change answers (renewing also says the
// passes left).
export type Passes = { passes_remaining: number; rollover_passes: number };
// A published listing whose photos are not clear yet is held at once (held: why; status en_revision).
export type PublishResult = { id: string; status: "publicada" | "en_revision"; held: PhotoHoldReason | null; expires_at: string; passes: Passes };
export type ListingChange = { id: string; status: ListingStatus; expires_at: string | null; passes?: Passes };

// "Mis propiedades" shows this many listings a page.
export const MY_LISTINGS_PAGE_SIZE = 50;

// What a borrador without a title is called in the agent's lists.
export const UNTITLED_DRAFT = "Borrador sin título";

// Rooms an agent can label a photo with; the label becomes its alt text.
export const PHOTO_ROOMS = [
  "Fachada",
  "Sala",
  "Comedor",
  "Cocina",
  "Recámara",
  "Baño",
  "Terraza",
  "Jardín",
  "Vista",
  "Amenidades",
  "Estacionamiento",
  "Plano",
  "Otro",
] as const;
