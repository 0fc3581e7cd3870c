import type { Bilingual, TextsLike } from "../i18n/bilingual";

/**
 * The words of favourite lists, wherever they are shown (the favourites dialog, /mis-clientes
 * and a client's board). People searching keep lists of favourites; agents and agencies see
 * the same lists as clients.
 */
export type FavoritesLabels = {
  viewTitle: string;
  viewDescription: string;
  addTitle: string;
  addDescription: (propertyTitle: string) => string;
  /** The 'create new' card. */
  createCard: string;
  createTitle: string;
  nameLabel: string;
  namePlaceholder: string;
  createSubmit: string;
  backToLists: string;
  /** The toasts of creating and loading lists. */
  created: string;
  createdDescription: (name: string) => string | undefined;
  createFailed: string;
  loadListsFailed: string;
  deleted: string;
  deleteFailed: string;
  deleteLabel: (name: string) => string;
  deleteTitle: string;
  deleteQuestion: (name: string) => string;
  emptyList: string;
  /** The toasts of putting a listing in a list and taking it out. */
  added: string;
  addedDescription: (name: string) => string;
  removed: string;
  removedDescription: (name: string) => string;
};

const PERSON: FavoritesLabels = {
  viewTitle: "Mis favoritas",
  viewDescription: "Tus listas de propiedades guardadas.",
  addTitle: "Guardar en favoritas",
  addDescription: (title) => `Elige en qué listas guardar “${title}”.`,
  createCard: "Crear nueva lista",
  createTitle: "Crear nueva lista",
  nameLabel: "Nombre de la lista",
  namePlaceholder: "Ej. Departamentos en Roma",
  createSubmit: "Crear lista",
  backToLists: "Volver a tus listas",
  created: "Lista creada",
  createdDescription: (name) => `“${name}” está lista para guardar propiedades.`,
  createFailed: "No se pudo crear la lista",
  loadListsFailed: "No se pudieron cargar las listas de favoritos",
  deleted: "Lista eliminada",
  deleteFailed: "No se pudo eliminar la lista",
  deleteLabel: (name) => `Eliminar la lista ${name}`,
  deleteTitle: "Eliminar lista",
  deleteQuestion: (name) => `¿Estás seguro de que deseas eliminar la lista "${name}"?`,
  emptyList: "Esta lista está vacía. Guarda propiedades con el corazón desde los resultados o desde cada propiedad.",
  added: "Agregado a favoritos",
  addedDescription: (name) => `Se guardó en “${name}”.`,
  removed: "Removido de la lista",
  removedDescription: (name) => `Se quitó de “${name}”.`,
};

const PERSON_EN: TextsLike<FavoritesLabels> = {
  viewTitle: "My favorites",
  viewDescription: "Your lists of saved properties.",
  addTitle: "Save to favorites",
  addDescription: (title) => `Choose which lists to save “${title}” to.`,
  createCard: "Create new list",
  createTitle: "Create new list",
  nameLabel: "List name",
  namePlaceholder: "E.g. Apartments in Roma",
  createSubmit: "Create list",
  backToLists: "Back to your lists",
  created: "List created",
  createdDescription: (name) => `“${name}” is ready to save properties.`,
  createFailed: "The list could not be created",
  loadListsFailed: "Your favorite lists could not be loaded",
  deleted: "List deleted",
  deleteFailed: "The list could not be deleted",
  deleteLabel: (name) => `Delete the list ${name}`,
  deleteTitle: "Delete list",
  deleteQuestion: (name) => `Are you sure you want to delete the list "${name}"?`,
  emptyList: "This list is empty. Save properties with the heart from the results or from each property.",
  added: "Added to favorites",
  addedDescription: (name) => `Saved in “${name}”.`,
  removed: "Removed from the list",
  removedDescription: (name) => `Taken out of “${name}”.`,
};

const AGENT: FavoritesLabels = {
  viewTitle: "Mis clientes",
  viewDescription: "Las propiedades que elegiste para cada cliente.",
  addTitle: "Agregar a un cliente",
  addDescription: (title) => `Elige para qué clientes es “${title}”.`,
  createCard: "Crear nuevo cliente",
  createTitle: "Crear nuevo cliente",
  nameLabel: "Nombre del cliente",
  namePlaceholder: "Ej. Familia Pérez",
  createSubmit: "Agregar cliente",
  backToLists: "Volver a tus clientes",
  created: "Cliente creado",
  createdDescription: (name) => `Cliente "${name}" creado exitosamente`,
  createFailed: "No se pudo crear el cliente",
  loadListsFailed: "No se pudieron cargar las listas de clientes",
  deleted: "Cliente eliminado",
  deleteFailed: "No se pudo eliminar el cliente",
  deleteLabel: (name) => `Eliminar el cliente ${name}`,
  deleteTitle: "Eliminar cliente",
  deleteQuestion: (name) => `¿Estás seguro de que deseas eliminar el cliente "${name}"?`,
  emptyList: "Aún no hay propiedades para este cliente. Agrégalas con el corazón desde los resultados o desde cada propiedad.",
  added: "Propiedad agregada a tu cliente",
  addedDescription: (name) => `Ya está en la lista de “${name}” y en su tablero.`,
  removed: "Propiedad quitada de tu cliente",
  removedDescription: (name) => `Ya no está en la lista de “${name}”.`,
};

const AGENT_EN: TextsLike<FavoritesLabels> = {
  viewTitle: "My clients",
  viewDescription: "The properties you chose for each client.",
  addTitle: "Add to a client",
  addDescription: (title) => `Choose which clients “${title}” is for.`,
  createCard: "Create new client",
  createTitle: "Create new client",
  nameLabel: "Client name",
  namePlaceholder: "E.g. The Pérez family",
  createSubmit: "Add client",
  backToLists: "Back to your clients",
  created: "Client created",
  createdDescription: (name) => `Client "${name}" created`,
  createFailed: "The client could not be created",
  loadListsFailed: "Your client lists could not be loaded",
  deleted: "Client deleted",
  deleteFailed: "The client could not be deleted",
  deleteLabel: (name) => `Delete the client ${name}`,
  deleteTitle: "Delete client",
  deleteQuestion: (name) => `Are you sure you want to delete the client "${name}"?`,
  emptyList: "No properties for this client yet. Add them with the heart from the results or from each property.",
  added: "Property added to your client",
  addedDescription: (name) => `It is now in “${name}”'s list and on their board.`,
  removed: "Property removed from your client",
  removedDescription: (name) => `It is no longer in “${name}”'s list.`,
};

/** The lists' words for people searching and for agents, in each language. */
export const FAVORITES_LABELS: { person: Bilingual<FavoritesLabels>; agent: Bilingual<FavoritesLabels> } = {
  person: { es: PERSON, en: PERSON_EN },
  agent: { es: AGENT, en: AGENT_EN },
};
