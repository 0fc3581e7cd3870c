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

export function favoritesLabels(agent: boolean): FavoritesLabels {
  return agent ? AGENT : PERSON;
}

/** An agent's client list: the client, its board and its share link go together. */
export const CLIENT_LABELS = {
  ...AGENT,
  deletedWithBoard: (name: string) => `“${name}” y su tablero se eliminaron.`,
  deleteNote: "Se eliminarán también su tablero y el enlace que compartiste.",
} as const;

/** The toast title when the server refuses to delete a list ('Todo'); its text is the server's. */
export const CANNOT_DELETE_TITLE = "No se puede eliminar";
