// A listing taken out of search until an operator reviews it. Each hold says why; the
// detection of clones, duplicates and anomalies adds its own reasons to this list.
// fotos_copiadas: its photos match another advertiser's listing with another contact
// (domain/photo-fingerprints/clone-rule.ts). fotos_por_verificar: some of its photos have no
// fingerprint yet; the listing waits out of search and comes back by itself when they
// arrive clean (no operator involved unless the wait outlasts PHOTO_CHECK_GRACE_MS).
export const HOLD_REASONS = ["reportes", "dinero_antes_de_visitar", "operador", "suspension", "fotos_copiadas", "fotos_por_verificar"] as const;
export type HoldReason = (typeof HOLD_REASONS)[number];
// The holds the photo check puts on a listing as it enters search.
export type PhotoHoldReason = Extract<HoldReason, "fotos_copiadas" | "fotos_por_verificar">;

// How an operator closes a hold: the listing goes back to search, or stays hidden.
export const HOLD_OUTCOMES = ["restaurada", "oculta"] as const;
export type HoldOutcome = (typeof HOLD_OUTCOMES)[number];
