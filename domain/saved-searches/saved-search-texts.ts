import { bilingual } from "../i18n/bilingual";
import { SAVED_SEARCH_TOASTS, SAVED_SEARCH_TOASTS_EN } from "./saved-search-messages";

// What saving a search, the saved searches on the dashboard and the 'not served yet' page say.
export const SAVED_SEARCH_TEXT = bilingual({
  // The save and edit dialog.
  saveTitle: { es: "Guardar búsqueda", en: "Save search" },
  editTitle: { es: "Editar búsqueda", en: "Edit search" },
  saving: { es: "Guardando...", en: "Saving..." },
  saveChanges: { es: "Guardar cambios", en: "Save changes" },
  saveDescription: {
    es: "La guardamos en tu panel con sus filtros y su zona, y te avisamos por correo de las propiedades nuevas que le coincidan.",
    en: "We keep it on your dashboard with its filters and area, and e-mail you about new properties that match it.",
  },
  editDescription: { es: "Cambia su nombre o cada cuándo quieres recibir avisos.", en: "Change its name or how often you want alerts." },
  name: { es: "Nombre", en: "Name" },
  nameCount: { es: (n: number, max: number) => `${n} de ${max} caracteres`, en: (n: number, max: number) => `${n} of ${max} characters` },
  emailAlerts: { es: "Avisos por correo", en: "E-mail alerts" },
  cancel: { es: "Cancelar", en: "Cancel" },
  saved: { es: "Búsqueda guardada", en: "Search saved" },
  savedDescription: { es: (name: string) => `“${name}” está en tu panel.`, en: (name: string) => `“${name}” is on your dashboard.` },
  seeMySearches: { es: "Ver mis búsquedas", en: "See my searches" },
  updated: { es: "Búsqueda actualizada", en: "Search updated" },
  updatedDescription: {
    es: (name: string, frequency: string) => `“${name}”, avisos: ${frequency.toLowerCase()}.`,
    en: (name: string, frequency: string) => `“${name}”, alerts: ${frequency.toLowerCase()}.`,
  },
  // The dashboard's list.
  title: { es: "Búsquedas guardadas", en: "Saved searches" },
  intro: { es: "Te avisamos de lo nuevo que coincida con lo que buscas.", en: "We alert you to anything new that matches what you are looking for." },
  loading: { es: "Cargando tus búsquedas guardadas", en: "Loading your saved searches" },
  loadFailed: { es: "No pudimos cargar tus búsquedas guardadas.", en: "We could not load your saved searches." },
  retry: { es: "Reintentar", en: "Try again" },
  deleteTitle: { es: "Eliminar búsqueda", en: "Delete search" },
  deleteQuestion: {
    es: (name: string) => `¿Eliminar “${name}”? Dejarás de recibir sus avisos.`,
    en: (name: string) => `Delete “${name}”? You will stop getting its alerts.`,
  },
  delete: { es: "Eliminar", en: "Delete" },
  edit: { es: "Editar", en: "Edit" },
  seeResults: { es: "Ver resultados", en: "See results" },
  newCount: { es: (n: string, one: boolean) => `${n} ${one ? "nueva" : "nuevas"}`, en: (n: string) => `${n} new` },
  nothingNew: { es: "Sin novedades", en: "Nothing new" },
  alerts: { es: (frequency: string) => `Avisos: ${frequency}`, en: (frequency: string) => `Alerts: ${frequency}` },
  empty: {
    es: "Aún no tienes búsquedas guardadas. Busca en Comprar o Rentar, pulsa “Guardar búsqueda” y te avisaremos de las propiedades nuevas que le coincidan.",
    en: "You have no saved searches yet. Search in Buy or Rent, press “Save search” and we will alert you to new properties that match it.",
  },
  searchToBuy: { es: "Buscar para comprar", en: "Search to buy" },
  searchToRent: { es: "Buscar para rentar", en: "Search to rent" },
  // Toasts of deleting and undoing it.
  toasts: { es: SAVED_SEARCH_TOASTS, en: SAVED_SEARCH_TOASTS_EN },
  // A place Hogaria does not publish in yet.
  notServedTitle: { es: (place: string) => `Todavía no publicamos en ${place}`, en: (place: string) => `We do not publish in ${place} yet` },
  notServedText: {
    es: (city: string, subject: string, place: string) =>
      `Por ahora Hogaria solo tiene propiedades ${city}, así que aún no hay ${subject.toLowerCase()} en ${place} que mostrarte.`,
    en: (city: string, subject: string, place: string) =>
      `For now Hogaria only has properties ${city}, so there are no ${subject.toLowerCase()} in ${place} to show you yet.`,
  },
  notServedOffer: {
    es: (place: string) =>
      `Si quieres, guardamos esta búsqueda en tu cuenta y te avisamos por correo cuando publiquemos la primera propiedad en ${place}.`,
    en: (place: string) => `If you like, we save this search in your account and e-mail you when we publish the first property in ${place}.`,
  },
  meanwhile: { es: (city: string) => `Mientras tanto, busca ${city}`, en: (city: string) => `Meanwhile, search ${city}` },
  notifyMe: { es: (place: string) => `Avísame cuando publiquemos en ${place}`, en: (place: string) => `Tell me when you publish in ${place}` },
  notifySaved: { es: (name: string) => `Guardamos tu búsqueda “${name}”.`, en: (name: string) => `We saved your search “${name}”.` },
  notifySavedNote: {
    es: (place: string) => `Te avisaremos por correo cuando publiquemos la primera propiedad en ${place}.`,
    en: (place: string) => `We will e-mail you when we publish the first property in ${place}.`,
  },
});
