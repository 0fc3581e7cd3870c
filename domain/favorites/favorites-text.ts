import { bilingual } from "../i18n/bilingual";

// The favourites dialog's own words (the lists' words are in favorites-labels.ts), and its toasts.
export const FAVORITES_TEXT = bilingual({
  loadingTitle: { es: "Cargando tus listas", en: "Loading your lists" },
  oneMoment: { es: "Un momento.", en: "One moment." },
  createWithProperty: { es: "Se guardará la propiedad en cuanto la crees.", en: "The property will be saved as soon as you create it." },
  createHint: { es: "Dale un nombre fácil de reconocer.", en: "Give it a name that is easy to recognize." },
  clientListIntro: { es: "Propiedades elegidas para este cliente.", en: "Properties chosen for this client." },
  listIntro: { es: "Propiedades guardadas en esta lista.", en: "Properties saved in this list." },
  cancel: { es: "Cancelar", en: "Cancel" },
  retry: { es: "Reintentar", en: "Try again" },
  yourClients: { es: "Tus clientes", en: "Your clients" },
  yourLists: { es: "Tus listas", en: "Your lists" },
  saved: { es: "Guardada", en: "Saved" },
  save: { es: "Guardar", en: "Save" },
  removeFromAll: { es: "Quitar de todas las listas", en: "Remove from all lists" },
  done: { es: "Listo", en: "Done" },
  delete: { es: "Eliminar", en: "Delete" },
  viewBoard: { es: "Ver Tablero", en: "View board" },
  itemsFailed: { es: "No se pudieron cargar las propiedades favoritas", en: "Your favorite properties could not be loaded" },
  propertiesOf: { es: (name: string) => `Propiedades de ${name}`, en: (name: string) => `Properties in ${name}` },
  noPhotos: { es: "Sin fotos por ahora", en: "No photos yet" },
  removeItemLabel: { es: (title: string) => `Quitar ${title} de la lista`, en: (title: string) => `Remove ${title} from the list` },
  removeItemTitle: { es: "Quitar de la lista", en: "Remove from the list" },
  // Toasts.
  error: { es: "Error", en: "Error" },
  alreadyAdded: { es: "Propiedad ya agregada", en: "Property already added" },
  addFailed: { es: "No se pudo agregar la propiedad a la lista", en: "The property could not be added to the list" },
  removeFailed: { es: "No se pudo remover la propiedad de la lista", en: "The property could not be removed from the list" },
  removed: { es: "Eliminado", en: "Removed" },
  removedFromFavorites: { es: "Propiedad eliminada de favoritos", en: "Property removed from favorites" },
  removeFromFavoritesFailed: { es: "No se pudo eliminar la propiedad de favoritos", en: "The property could not be removed from favorites" },
  listDeleted: { es: (name: string) => `“${name}” se eliminó.`, en: (name: string) => `“${name}” was deleted.` },
  // The server refuses to delete a list ('Todo'); its text is the server's.
  cannotDelete: { es: "No se puede eliminar", en: "Cannot be deleted" },
  saveFailed: { es: "No se pudo guardar la propiedad", en: "The property could not be saved" },
  // Signed out.
  signInTitle: { es: "Inicia sesión", en: "Sign in" },
  signInToSaveThis: {
    es: "Inicia sesión para guardar esta propiedad. Al volver aquí podrás elegir en qué lista guardarla, y verla desde cualquier dispositivo.",
    en: "Sign in to save this property. When you come back here you can choose which list to save it to, and see it from any device.",
  },
  signInToSave: {
    es: "Inicia sesión para guardar propiedades en tus listas de favoritas y verlas desde cualquier dispositivo.",
    en: "Sign in to save properties in your favorite lists and see them from any device.",
  },
  signIn: { es: "Iniciar sesión", en: "Sign in" },
  createAccount: { es: "Crear cuenta", en: "Create account" },
});
