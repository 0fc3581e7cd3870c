import type { Bilingual } from "../i18n/bilingual";
import type { Operation } from "../properties/property";
import { PARAM_NAMES, type SearchParamName } from "../properties/search-filters";
import type { PropertySearch } from "../properties/search-params";

// A saved search: a person's search (the search API's filters) under a name, with how often
// they want to hear of new listings that match it. Without zod, so the web app's pages can
// read it (saved-search-schema.ts validates what the API receives).

export const SAVED_SEARCH_FREQUENCIES = ["al_momento", "diaria", "semanal", "sin_alertas"] as const;
export type SavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number];
export const SAVED_SEARCH_FREQUENCY_LABELS: Record<SavedSearchFrequency, string> = {
  al_momento: "Al momento",
  diaria: "Diaria",
  semanal: "Semanal",
  sin_alertas: "Sin alertas",
};
export const SAVED_SEARCH_FREQUENCY_LABELS_EN: Record<SavedSearchFrequency, string> = {
  al_momento: "Right away",
  diaria: "Daily",
  semanal: "Weekly",
  sin_alertas: "No alerts",
};
export const SAVED_SEARCH_FREQUENCY_LABEL_TEXTS: Bilingual<Record<SavedSearchFrequency, string>> = {
  es: SAVED_SEARCH_FREQUENCY_LABELS,
  en: SAVED_SEARCH_FREQUENCY_LABELS_EN,
};
/** What each frequency means, under its label in the save and edit dialogs. */
export const SAVED_SEARCH_FREQUENCY_HINTS: Record<SavedSearchFrequency, string> = {
  al_momento: "Un correo en cuanto se publique algo nuevo",
  diaria: "Un correo al día con lo nuevo",
  semanal: "Un correo a la semana con lo nuevo",
  sin_alertas: "Sin correos; lo nuevo se ve en tu panel",
};
/** The frequencies' labels and hints in each language (the Spanish ones are those above). */
export const SAVED_SEARCH_FREQUENCY_TEXTS: Bilingual<{
  labels: Record<SavedSearchFrequency, string>;
  hints: Record<SavedSearchFrequency, string>;
}> = {
  es: { labels: SAVED_SEARCH_FREQUENCY_LABELS, hints: SAVED_SEARCH_FREQUENCY_HINTS },
  en: {
    labels: { al_momento: "Instant", diaria: "Daily", semanal: "Weekly", sin_alertas: "No alerts" },
    hints: {
      al_momento: "An e-mail as soon as something new is published",
      diaria: "One e-mail a day with what is new",
      semanal: "One e-mail a week with what is new",
      sin_alertas: "No e-mails; what is new shows on your dashboard",
    },
  },
};

// What a saved search matches: the search's filters without what only pages a result list
// (page, page_size, orden) or centres the map (lat, lng). The place is the one the search
// resolved to (its id and canonical name), so the search can be matched by its place.
const NOT_SAVED = new Set<SearchParamName>(["page", "page_size", "orden", "lat", "lng", "transaction", "type"]);
type SavedParam = Exclude<keyof PropertySearch, "page" | "page_size" | "orden" | "lat" | "lng" | "operation">;
export type SavedSearchFilters = { operation: Operation } & { [N in SavedParam]?: Exclude<PropertySearch[N], undefined> };

/** The place a search names, as the search resolved it. */
export type SavedSearchPlace = { id: string; nombre_canonico: string } | null;

/** The filters as stored: the table's order, absent values left out, the place resolved. */
export function savedSearchFilters(search: PropertySearch, place: SavedSearchPlace): SavedSearchFilters {
  const values: Record<string, unknown> = { ...search, location: place?.nombre_canonico, location_id: place?.id };
  const out: Record<string, unknown> = {};
  for (const name of PARAM_NAMES) {
    if (NOT_SAVED.has(name) || values[name] === undefined || values[name] === null) continue;
    out[name] = values[name];
  }
  return out as SavedSearchFilters;
}

// A saved search as the API answers it (dates in ISO 8601).
export type SavedSearch = {
  id: string;
  name: string;
  filters: SavedSearchFilters;
  frequency: SavedSearchFrequency;
  created_at: string;
  updated_at: string;
  last_notified_at: string | null;
  last_seen_at: string | null;
};

/**
 * A saved search in its owner's list, with `new_count`: the listings published since the
 * owner last opened it (or since it was saved), counted up to SAVED_SEARCH_LIMITS.newMatchesCap
 * + 1 (more than the cap reads '99+').
 */
export type SavedSearchListItem = SavedSearch & { new_count: number };

export type SavedSearchList = { items: SavedSearchListItem[]; total: number };
