import type { TextsLike } from "../i18n/bilingual";
import { SAVED_SEARCH_LIMITS } from "./saved-search-limits";

// What the saved searches answer, once each (the worker sends them, the web app shows them).
export const SAVED_SEARCH_MESSAGES = {
  // An unknown saved search, or another person's.
  notFound: "No encontramos esa búsqueda guardada.",
  nameRequired: "Escribe un nombre para tu búsqueda.",
  nameTooLong: `El nombre no puede tener más de ${SAVED_SEARCH_LIMITS.nameMax} caracteres.`,
  frequency: "Elige cada cuándo quieres recibir avisos: al momento, diaria, semanal o sin alertas.",
  filters: "Indica qué buscas: la operación, el lugar y los filtros de la búsqueda.",
  nothingToChange: "Indica el nombre o la frecuencia que quieres cambiar.",
  limit: `Ya tienes ${SAVED_SEARCH_LIMITS.perUser} búsquedas guardadas, el máximo. Elimina alguna para guardar otra.`,
  duplicate: "Ya tienes guardada esta búsqueda.",
} as const;

// Their English twins, for English pages (domain/i18n/message-twins.ts).
export const SAVED_SEARCH_MESSAGES_EN: TextsLike<typeof SAVED_SEARCH_MESSAGES> = {
  notFound: "We could not find that saved search.",
  nameRequired: "Enter a name for your search.",
  nameTooLong: `The name cannot be longer than ${SAVED_SEARCH_LIMITS.nameMax} characters.`,
  frequency: "Choose how often you want alerts: instant, daily, weekly or no alerts.",
  filters: "Say what you are looking for: the operation, the place and the search's filters.",
  nothingToChange: "Say which name or frequency you want to change.",
  limit: `You already have ${SAVED_SEARCH_LIMITS.perUser} saved searches, the most allowed. Delete one to save another.`,
  duplicate: "You have already saved this search.",
};

// The toasts of the owner's list on the dashboard (deleting, and undoing it).
export const SAVED_SEARCH_TOASTS = {
  deleted: "Búsqueda eliminada",
  deletedDescription: (name: string) => `Ya no te avisaremos de “${name}”.`,
  deleteFailed: "No pudimos eliminar la búsqueda",
  // Saves the deleted search again: the same name, filters and alert frequency.
  undo: "Deshacer",
  restored: "Búsqueda restaurada",
  restoredDescription: (name: string) => `Volvimos a guardar “${name}” con sus avisos.`,
  restoreFailed: "No pudimos restaurar la búsqueda",
} as const;

export const SAVED_SEARCH_TOASTS_EN: TextsLike<typeof SAVED_SEARCH_TOASTS> = {
  deleted: "Search deleted",
  deletedDescription: (name) => `We will no longer alert you about “${name}”.`,
  deleteFailed: "We could not delete the search",
  undo: "Undo",
  restored: "Search restored",
  restoredDescription: (name) => `We saved “${name}” again, with its alerts.`,
  restoreFailed: "We could not restore the search",
};
