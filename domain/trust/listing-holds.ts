// A listing taken out of search until an operator reviews it. Each hold says why; the
// detection of clones, duplicates and anomalies adds its own reasons to this list.
export const HOLD_REASONS = ["reportes", "dinero_antes_de_visitar", "operador", "suspension"] as const;
export type HoldReason = (typeof HOLD_REASONS)[number];

// How an operator closes a hold: the listing goes back to search, or stays hidden.
export const HOLD_OUTCOMES = ["restaurada", "oculta"] as const;
export type HoldOutcome = (typeof HOLD_OUTCOMES)[number];
