import type { Bilingual, TextsLike } from "../i18n/bilingual";
import type { SavedSearchFrequency } from "./saved-search";

// How saved searches alert: which listings count as news, how often each frequency may
// e-mail, how many listings one e-mail shows, and what the unsubscribe page says.

/** Why a listing was matched: it was published (or published again), or its price dropped. */
export const SAVED_SEARCH_MATCH_REASONS = ["publicada", "bajo_precio"] as const;
export type SavedSearchMatchReason = (typeof SAVED_SEARCH_MATCH_REASONS)[number];

/** A price lowered by at least this share of the old price is news to the searches it now matches. */
export const PRICE_DROP_ALERT_RATIO = 0.05;

/** Whether an edit from `before` to `after` is a price drop worth an alert (at least 5 %). */
export function isAlertPriceDrop(before: number, after: number): boolean {
  return before > 0 && after <= before * (1 - PRICE_DROP_ALERT_RATIO);
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * The least time between two alert e-mails of a search, by frequency. "Al momento" e-mails
 * at once, and listings arriving within 10 minutes of that e-mail wait and go together in
 * the next one. The digests are due a little under a day and a week after the last one, so
 * a cron run that comes a few minutes late does not push the next digest a run later.
 */
export const ALERT_PERIOD_MS: Record<Exclude<SavedSearchFrequency, "sin_alertas">, number> = {
  al_momento: 10 * MINUTE,
  diaria: 24 * HOUR - 30 * MINUTE,
  semanal: 7 * 24 * HOUR - 30 * MINUTE,
};

/**
 * A listing off the market (OFF_MARKET_STATUSES: paused, sold, rented, expired, por confirmar) this long is
 * forgotten by the searches it was matched to: its match rows are deleted, so the table does
 * not keep every match forever, and a listing that comes back after so long is news to them
 * again.
 */
export const MATCH_MEMORY_AFTER_CLOSE_MS = 30 * 24 * HOUR;

/** An e-mail shows at most this many listings; "Ver todas" opens the search for the rest. */
export const ALERT_LISTINGS_MAX = 10;

/** When an e-mail could not be sent, the search is tried again this much later. */
export const ALERT_RETRY_MS = 15 * MINUTE;

/** The unsubscribe page a link in every alert e-mail opens (it works signed out). */
export const UNSUBSCRIBE_PATH = "/alertas/baja";

/** What a token in an unsubscribe link is for: nothing else accepts it. */
export const UNSUBSCRIBE_PURPOSE = "unsubscribe";

const count = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

export const SAVED_SEARCH_ALERT_TEXT = {
  // Never the search's name: a subject carries no text a person wrote.
  subject: (total: number) =>
    total === 1
      ? "Una propiedad nueva para tu búsqueda guardada"
      : `${count(total, "propiedad nueva", "propiedades nuevas")} para tu búsqueda guardada`,
  intro: (name: string, total: number, shown: number) =>
    total > shown
      ? `hay ${total} propiedades nuevas que coinciden con tu búsqueda “${name}”. Estas son las ${shown} más recientes.`
      : `${total === 1 ? "hay una propiedad nueva que coincide" : `hay ${total} propiedades nuevas que coinciden`} con tu búsqueda “${name}”.`,
  priceDrop: "Bajó de precio",
  seeAll: "Ver todas",
  why: (frequency: string) => `Recibes este correo porque guardaste esta búsqueda en Hogaria con avisos: ${frequency.toLowerCase()}.`,
  unsubscribe: "Dejar de recibir avisos de esta búsqueda",
} as const;

// The alert in English, for an account whose language is English.
export const SAVED_SEARCH_ALERT_TEXT_EN: TextsLike<typeof SAVED_SEARCH_ALERT_TEXT> = {
  subject: (total) => (total === 1 ? "A new property for your saved search" : `${total} new properties for your saved search`),
  intro: (name, total, shown) =>
    total > shown
      ? `there are ${total} new properties matching your search “${name}”. These are the ${shown} most recent.`
      : `${total === 1 ? "there is a new property matching" : `there are ${total} new properties matching`} your search “${name}”.`,
  priceDrop: "Price dropped",
  seeAll: "See all",
  why: (frequency) => `You get this e-mail because you saved this search on Hogaria with alerts: ${frequency.toLowerCase()}.`,
  unsubscribe: "Stop getting alerts for this search",
};

export const SAVED_SEARCH_ALERT_TEXTS: Bilingual<TextsLike<typeof SAVED_SEARCH_ALERT_TEXT>> = {
  es: SAVED_SEARCH_ALERT_TEXT,
  en: SAVED_SEARCH_ALERT_TEXT_EN,
};

export const UNSUBSCRIBE_TEXT = {
  title: "Avisos de búsqueda",
  confirmQuestion: (name: string) => `¿Dejar de recibir avisos de tu búsqueda “${name}”?`,
  confirmNote: "La búsqueda seguirá guardada en tu cuenta y podrás volver a activar los avisos desde tu panel.",
  confirmButton: "Dejar de recibir avisos",
  done: (name: string) => `Listo: ya no te enviaremos avisos de tu búsqueda “${name}”.`,
  doneNote: "Puedes volver a activarlos cuando quieras desde “Búsquedas guardadas” en tu panel.",
  invalid: "Este enlace para dejar de recibir avisos no es válido o la búsqueda ya no existe.",
  home: "Ir a Hogaria",
  dashboard: "Ir a mi panel",
} as const;

// The unsubscribe page in English: an English e-mail links to its /en twin.
export const UNSUBSCRIBE_TEXT_EN: TextsLike<typeof UNSUBSCRIBE_TEXT> = {
  title: "Search alerts",
  confirmQuestion: (name) => `Stop getting alerts for your search “${name}”?`,
  confirmNote: "The search stays saved in your account and you can turn its alerts back on from your dashboard.",
  confirmButton: "Stop getting alerts",
  done: (name) => `Done: we will no longer send you alerts for your search “${name}”.`,
  doneNote: "You can turn them back on whenever you like from “Saved searches” on your dashboard.",
  invalid: "This link to stop getting alerts is not valid, or the search no longer exists.",
  home: "Go to Hogaria",
  dashboard: "Go to my dashboard",
};

export const UNSUBSCRIBE_TEXTS: Bilingual<TextsLike<typeof UNSUBSCRIBE_TEXT>> = { es: UNSUBSCRIBE_TEXT, en: UNSUBSCRIBE_TEXT_EN };
