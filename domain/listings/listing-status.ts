import type { Bilingual } from "../i18n/bilingual";
import type { Operation } from "../properties/property";

// A listing's life: a draft is published (spending a pass), runs one plan period, and
// ends sold, rented or expired unless renewed. Out of that life, an operator's review:
// en_revision (taken out of search by reports, rules or an operator, until reviewed) and
// oculta (hidden by an operator's decision). por_confirmar: left unconfirmed too long
// (domain/listings/freshness.ts), out of search until its advertiser confirms it. Only
// publicada is ever in search.
export const LISTING_STATUSES = [
  "borrador",
  "publicada",
  "pausada",
  "vendida",
  "rentada",
  "vencida",
  "en_revision",
  "oculta",
  "por_confirmar",
] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

export const LISTING_STATUS_LABELS: Record<ListingStatus, string> = {
  borrador: "Borrador",
  publicada: "Publicada",
  pausada: "Pausada",
  vendida: "Vendida",
  rentada: "Rentada",
  vencida: "Vencida",
  en_revision: "En revisión",
  oculta: "Oculta por Hogaria",
  por_confirmar: "Por confirmar",
};

/** The statuses' names in each language. */
export const LISTING_STATUS_NAMES: Bilingual<Record<ListingStatus, string>> = {
  es: LISTING_STATUS_LABELS,
  en: {
    borrador: "Draft",
    publicada: "Published",
    pausada: "Paused",
    vendida: "Sold",
    rentada: "Rented",
    vencida: "Expired",
    en_revision: "Under review",
    oculta: "Hidden by Hogaria",
    por_confirmar: "To confirm",
  },
};

export type ListingAction = "publicar" | "pausar" | "reactivar" | "cerrar" | "renovar" | "editar" | "eliminar" | "confirmar";

// Which actions each status offers; the server refuses the rest.
export const ACTIONS_BY_STATUS: Record<ListingStatus, readonly ListingAction[]> = {
  borrador: ["publicar", "editar", "eliminar"],
  // confirmar: "sigue disponible", the listing's freshness (domain/listings/freshness.ts).
  publicada: ["confirmar", "pausar", "cerrar", "renovar", "editar", "eliminar"],
  pausada: ["reactivar", "cerrar", "editar", "eliminar"],
  vendida: ["eliminar"],
  rentada: ["eliminar"],
  vencida: ["renovar", "editar", "eliminar"],
  // Under review the advertiser may correct the listing (the operator sees it changed) or
  // delete it; only an operator puts it back in search.
  en_revision: ["editar", "eliminar"],
  oculta: ["eliminar"],
  // Unconfirmed too long: confirmed (or edited), it comes back; or it was rented or sold.
  por_confirmar: ["confirmar", "cerrar", "editar", "eliminar"],
};

export const canDo = (status: ListingStatus, action: ListingAction): boolean => ACTIONS_BY_STATUS[status].includes(action);

// Off the market: a listing that was published and is not now (a draft never was).
export const OFF_MARKET_STATUSES: readonly ListingStatus[] = ["pausada", "vendida", "rentada", "vencida", "por_confirmar"];

// A rent ends rented; a sale or a remate ends sold.
export const closedStatusFor = (operation: Operation): "vendida" | "rentada" => (operation === "renta" ? "rentada" : "vendida");
export const closeActionLabel = (operation: Operation): string => (operation === "renta" ? "Marcar como rentada" : "Marcar como vendida");

// Premium services are for listings buyers can see now or again soon: a draft, an expired
// or a closed listing would pay for days nobody sees.
export const SERVICE_STATUSES: readonly ListingStatus[] = ["publicada", "pausada"];
export const canBuyServices = (status: ListingStatus): boolean => SERVICE_STATUSES.includes(status);
