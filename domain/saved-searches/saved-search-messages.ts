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
