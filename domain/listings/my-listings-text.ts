import { countLabelEn, formatNumber } from "../format/number";
import { bilingual } from "../i18n/bilingual";
import type { Operation } from "../properties/property";
import { PLAN_PERIOD_DAYS, passesLeftSentence } from "../billing/plans";
import { FRESHNESS_TEXT } from "./freshness";
import type { ListingStatus } from "./listing-status";

// What "Mis propiedades" says (the list, its filters, its rows, its dialogs and toasts), in
// each language. Dates and counts come formatted in the page's language.

/** The status chips' names, in the plural ("Publicadas 12"). */
export const STATUS_PLURAL_NAMES = bilingual({
  borrador: { es: "Borradores", en: "Drafts" },
  publicada: { es: "Publicadas", en: "Published" },
  pausada: { es: "Pausadas", en: "Paused" },
  vendida: { es: "Vendidas", en: "Sold" },
  rentada: { es: "Rentadas", en: "Rented" },
  vencida: { es: "Vencidas", en: "Expired" },
  en_revision: { es: "En revisión", en: "Under review" },
  oculta: { es: "Ocultas", en: "Hidden" },
  por_confirmar: { es: "Por confirmar", en: "To confirm" },
} satisfies Record<ListingStatus, unknown>);

export const MY_LISTINGS_TEXT = bilingual({
  title: { es: "Mis propiedades", en: "My listings" },
  leadAgency: { es: "Las publicaciones de tu inmobiliaria y de tus agentes.", en: "Your agency's and your agents' listings." },
  lead: { es: "Tus publicaciones, sus números y su vigencia.", en: "Your listings, their numbers and how long they run." },
  importProperties: { es: "Importar propiedades", en: "Import listings" },
  bulkPhotos: { es: "Subir fotos en lote", en: "Upload photos in bulk" },
  publish: { es: "Publicar propiedad", en: "List a property" },
  all: { es: "Todas", en: "All" },
  filterByStatus: { es: "Filtrar por estado", en: "Filter by status" },
  agent: { es: "Agente", en: "Agent" },
  allAgents: { es: "Todos los agentes", en: "All agents" },
  you: { es: (name: string) => `${name} (tú)`, en: (name: string) => `${name} (you)` },
  loading: { es: "Cargando tus propiedades…", en: "Loading your listings…" },
  loadFailed: { es: "No pudimos cargar tus propiedades.", en: "We could not load your listings." },
  retry: { es: "Reintentar", en: "Try again" },
  empty: {
    es: "Aún no tienes propiedades. Publica la primera: llega a miles de personas que buscan casa en la CDMX.",
    en: "You have no listings yet. Publish your first one and reach thousands of people looking for a home in Mexico City.",
  },
  emptyFiltered: { es: "No hay propiedades con este filtro.", en: "No listings match this filter." },
  emptyPage: { es: "No hay propiedades en esta página.", en: "No listings on this page." },
  showAll: { es: "Ver todas", en: "Show all" },
  summary: {
    es: (first: number, last: number, total: string) => `${formatNumber(first)}–${formatNumber(last)} de ${total}`,
    en: (first: number, last: number, total: string) => `${formatNumber(first)}–${formatNumber(last)} of ${total}`,
  },
  pages: { es: "Páginas de tus propiedades", en: "Pages of your listings" },
  previous: { es: "Anterior", en: "Previous" },
  next: { es: "Siguiente", en: "Next" },
  pageOf: { es: (page: number, pages: number) => `Página ${page} de ${pages}`, en: (page: number, pages: number) => `Page ${page} of ${pages}` },
  // A row
  noPhoto: { es: "Sin foto", en: "No photo" },
  noPrice: { es: "Sin precio", en: "No price" },
  saved: { es: "Guardado", en: "Saved" },
  published: { es: "Publicada", en: "Published" },
  until: { es: (date: string) => `· hasta el ${date}`, en: (date: string) => `· until ${date}` },
  onDate: { es: (date: string) => `el ${date}`, en: (date: string) => `on ${date}` },
  agentIs: { es: (name: string) => `Agente: ${name}`, en: (name: string) => `Agent: ${name}` },
  moreActions: { es: (title: string) => `Más acciones para ${title}`, en: (title: string) => `More actions for ${title}` },
  more: { es: "Más", en: "More" },
  views: { es: "Vistas", en: "Views" },
  saves: { es: "Guardados", en: "Saves" },
  contacts: { es: "Contactos", en: "Contacts" },
  calls: { es: "Llamadas", en: "Calls" },
  messages: { es: "Mensajes", en: "Messages" },
  // What the row's actions say
  continue: { es: "Continuar", en: "Continue" },
  edit: { es: "Editar", en: "Edit" },
  services: { es: "Servicios", en: "Services" },
  pause: { es: "Pausar", en: "Pause" },
  reactivate: { es: "Reactivar", en: "Reactivate" },
  renew: { es: "Renovar", en: "Renew" },
  reassign: { es: "Cambiar agente", en: "Change agent" },
  delete: { es: "Eliminar", en: "Delete" },
  cancel: { es: "Cancelar", en: "Cancel" },
  confirmAction: { es: FRESHNESS_TEXT.confirmAction, en: "Still available" },
  askedNotice: {
    es: FRESHNESS_TEXT.askedNotice,
    en: (date: string) => `Confirm it is still available before ${date}, or it will leave search results.`,
  },
  hiddenNotice: { es: FRESHNESS_TEXT.hiddenNotice, en: "It is out of search results until you confirm it is still available." },
  // Expiry
  expired: { es: (date: string) => `Venció el ${date}`, en: (date: string) => `Expired on ${date}` },
  expiresOn: { es: (date: string) => `Vence el ${date}`, en: (date: string) => `Expires on ${date}` },
  expiresToday: { es: "Vence hoy", en: "Expires today" },
  expiresTomorrow: { es: "Vence mañana", en: "Expires tomorrow" },
  expiresIn: { es: (days: number) => `Vence en ${days} días`, en: (days: number) => `Expires in ${days} days` },
  // Reassigning
  reassignWho: {
    es: (title: string, agent: string | null) =>
      `${agent ? `“${title}” la atiende ${agent}.` : `“${title}”.`} La persona que elijas la verá en sus propiedades y recibirá sus contactos, también los anteriores.`,
    en: (title: string, agent: string | null) =>
      `${agent ? `${agent} handles “${title}”.` : `“${title}”.`} The person you choose will see it in their listings and receive its contacts, earlier ones too.`,
  },
  reassignLabel: { es: "¿Quién la atiende ahora?", en: "Who handles it now?" },
});

/** "Marcar como rentada" / "Mark as rented". */
export const CLOSE_ACTION_NAMES = bilingual({
  rented: { es: "Marcar como rentada", en: "Mark as rented" },
  sold: { es: "Marcar como vendida", en: "Mark as sold" },
});
export const closeActionName = (operation: Operation) => (operation === "renta" ? CLOSE_ACTION_NAMES.rented : CLOSE_ACTION_NAMES.sold);

/** The toasts after an action, and the confirm dialogs before one. */
export const LISTING_ACTION_TEXT = bilingual({
  alreadyExpiredTitle: { es: "Tu publicación ya había vencido", en: "Your listing had already expired" },
  alreadyExpired: { es: "Renuévala para que vuelva a aparecer en las búsquedas.", en: "Renew it to bring it back to search results." },
  confirmedTitle: { es: FRESHNESS_TEXT.confirmedTitle, en: "Availability confirmed" },
  confirmedBack: { es: FRESHNESS_TEXT.confirmedBack, en: "It is back in search results, shown as updated today." },
  confirmedFresh: { es: FRESHNESS_TEXT.confirmedFresh, en: "It shows in search results as updated today." },
  pausedTitle: { es: "Propiedad pausada", en: "Listing paused" },
  paused: {
    es: "Ya no aparece en las búsquedas. Reactívala cuando quieras.",
    en: "It no longer shows in search results. Reactivate it whenever you like.",
  },
  reactivatedTitle: { es: "Propiedad reactivada", en: "Listing reactivated" },
  reactivated: { es: "Ya aparece otra vez en las búsquedas.", en: "It shows in search results again." },
  rentedTitle: { es: "Propiedad marcada como rentada", en: "Listing marked as rented" },
  soldTitle: { es: "Propiedad marcada como vendida", en: "Listing marked as sold" },
  closed: { es: "Ya no aparece en las búsquedas. ¡Felicidades!", en: "It no longer shows in search results. Congratulations!" },
  renewedTitle: { es: "Publicación renovada", en: "Listing renewed" },
  renewedUntil: { es: (date: string) => `Vence el ${date}.`, en: (date: string) => `It expires on ${date}.` },
  passesLeft: {
    es: passesLeftSentence,
    en: (n: number) => `You have ${countLabelEn(n, "pass", "passes")} left.`,
  },
  deletedTitle: { es: "Propiedad eliminada", en: "Listing deleted" },
  deleted: { es: (title: string) => `“${title}” ya no está en tus propiedades.`, en: (title: string) => `“${title}” is no longer in your listings.` },
  confirmFailed: { es: FRESHNESS_TEXT.confirmFailed, en: "The listing could not be confirmed" },
  pauseFailed: { es: "No se pudo pausar la propiedad", en: "The listing could not be paused" },
  reactivateFailed: { es: "No se pudo reactivar la propiedad", en: "The listing could not be reactivated" },
  closeFailed: { es: "No se pudo cerrar la propiedad", en: "The listing could not be closed" },
  renewFailed: { es: "No se pudo renovar la publicación", en: "The listing could not be renewed" },
  deleteFailed: { es: "No se pudo eliminar la propiedad", en: "The listing could not be deleted" },
  closeTitle: { es: (label: string) => `¿${label}?`, en: (label: string) => `${label}?` },
  closeText: {
    es: (title: string) => `“${title}” dejará de aparecer en las búsquedas. Después ya no podrás reactivarla.`,
    en: (title: string) => `“${title}” will leave search results. You will not be able to reactivate it afterwards.`,
  },
  renewTitle: { es: "¿Renovar esta publicación?", en: "Renew this listing?" },
  renewRunning: {
    es: (end: string) => `Se suman ${PLAN_PERIOD_DAYS} días a su periodo actual: vencerá el ${end}.`,
    en: (end: string) => `${PLAN_PERIOD_DAYS} days are added to its current period: it will expire on ${end}.`,
  },
  renewAgain: {
    es: (end: string) => `Se vuelve a publicar hoy y vence el ${end}.`,
    en: (end: string) => `It is published again today and expires on ${end}.`,
  },
  renewUses: {
    es: (title: string, agency: string | null) => `Renovar “${title}” usa 1 pase ${agency ? `del plan de ${agency}` : "de tu plan"}.`,
    en: (title: string, agency: string | null) => `Renewing “${title}” uses 1 pass from ${agency ? `${agency}'s plan` : "your plan"}.`,
  },
  renewConfirm: { es: "Renovar con 1 pase", en: "Renew with 1 pass" },
  deleteTitle: { es: "¿Eliminar esta propiedad?", en: "Delete this listing?" },
  deleteDraft: {
    es: (title: string) => `Se eliminará el borrador “${title}”. No se puede deshacer.`,
    en: (title: string) => `The draft “${title}” will be deleted. This cannot be undone.`,
  },
  deleteListing: {
    es: (title: string) =>
      `Se eliminarán “${title}”, sus fotos y sus estadísticas. No se puede deshacer. Si está en el tablero de algún cliente, ahí seguirá visible.`,
    en: (title: string) =>
      `“${title}”, its photos and its statistics will be deleted. This cannot be undone. If it is on a client's board, it will stay visible there.`,
  },
});
