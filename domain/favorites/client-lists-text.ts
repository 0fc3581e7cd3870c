import { bilingual } from "../i18n/bilingual";

// The words of /mis-clientes and of deleting a client (its list, board and share link go
// together); the lists' own words are the agent's in favorites-labels.ts.
export const CLIENT_LISTS_TEXT = bilingual({
  title: { es: "Mis Clientes", en: "My Clients" },
  intro: {
    es: "Un tablero para cada cliente: compártelo y decidan juntos, en vivo, qué propiedades le gustan.",
    en: "A board for each client: share it and decide together, live, which properties they like.",
  },
  newClient: { es: "Nuevo Cliente", en: "New Client" },
  loading: { es: "Cargando clientes", en: "Loading clients" },
  retry: { es: "Reintentar", en: "Try again" },
  emptyTitle: { es: "No tienes clientes aún", en: "You have no clients yet" },
  emptyText: {
    es: "Crea un cliente, guarda propiedades para él con el corazón y compártele su tablero para que te diga cuáles le gustan.",
    en: "Create a client, save properties for them with the heart and share their board so they can tell you which ones they like.",
  },
  createFirst: { es: "Crear Primer Cliente", en: "Create First Client" },
  clients: { es: "Clientes", en: "Clients" },
  delete: { es: "Eliminar", en: "Delete" },
  deleteClientLabel: { es: (name: string) => `Eliminar cliente ${name}`, en: (name: string) => `Delete client ${name}` },
  generalList: { es: "Tu lista general: lo que guardas sin elegir cliente.", en: "Your general list: what you save without choosing a client." },
  since: { es: (date: string) => `Desde el ${date}`, en: (date: string) => `Since ${date}` },
  viewBoard: { es: "Ver Tablero", en: "View Board" },
  namePlaceholder: { es: "Ej. Familia Pérez", en: "E.g. The Pérez family" },
  cancel: { es: "Cancelar", en: "Cancel" },
  creating: { es: "Creando...", en: "Creating..." },
  create: { es: "Crear Cliente", en: "Create Client" },
  deletedWithBoard: {
    es: (name: string) => `“${name}” y su tablero se eliminaron.`,
    en: (name: string) => `“${name}” and their board were deleted.`,
  },
  deleteNote: {
    es: "Se eliminarán también su tablero y el enlace que compartiste.",
    en: "Their board and the link you shared will be deleted too.",
  },
});
