import { COMMON_MESSAGES, COMMON_MESSAGES_EN } from "../errors/common-messages";
import { countLabel, countLabelEn } from "../format/number";
import { bilingual } from "../i18n/bilingual";
import type { Lead } from "./lead-schema";

// What the advertiser's "Mensajes" inbox says around the people's own words (their names and
// messages stay as they wrote them).
export const LEADS_INBOX_TEXT = bilingual({
  title: { es: "Mensajes", en: "Messages" },
  upToDate: { es: "Estás al día.", en: "You are up to date." },
  unread: { es: (n: number) => `${countLabel(n, "mensaje")} sin leer.`, en: (n: number) => `${countLabelEn(n, "unread message")}.` },
  agent: { es: "Agente", en: "Agent" },
  allAgents: { es: "Todos los agentes", en: "All agents" },
  loadFailed: { es: "No pudimos cargar tus mensajes.", en: "We could not load your messages." },
  offline: { es: COMMON_MESSAGES.offline, en: COMMON_MESSAGES_EN.offline },
  retry: { es: "Reintentar", en: "Try again" },
  empty: {
    es: "Aún no tienes mensajes. Cuando alguien escriba sobre tus propiedades, aparecerá aquí.",
    en: "You have no messages yet. When someone writes about your listings, it will show here.",
  },
  agentEmpty: { es: "Este agente aún no tiene mensajes.", en: "This agent has no messages yet." },
  new: { es: "Nuevo", en: "New" },
  forAgent: { es: (name: string) => `Para ${name}`, en: (name: string) => `For ${name}` },
  about: { es: "Sobre", en: "About" },
  unpublished: { es: (title: string) => `Sobre ${title} (ya no está publicada)`, en: (title: string) => `About ${title} (no longer listed)` },
  seeLess: { es: "Ver menos", en: "Show less" },
  readAll: { es: "Leer mensaje completo", en: "Read the whole message" },
  askedForCall: { es: (phone: string) => `Pidió que le llames al ${phone}.`, en: (phone: string) => `Asked you to call ${phone}.` },
  call: { es: "Llamar", en: "Call" },
  toName: { es: (name: string) => ` a ${name}`, en: (name: string) => ` ${name}` },
  whatsappTo: { es: (name: string) => ` a ${name} (se abre en otra pestaña)`, en: (name: string) => ` ${name} (opens in a new tab)` },
  email: { es: "Correo", en: "Email" },
  markRead: { es: "Marcar como leído", en: "Mark as read" },
  loading: { es: "Cargando mensajes", en: "Loading messages" },
});

/** What kind of contact a lead is. */
export const LEAD_KIND_TEXT: Readonly<Record<Lead["kind"], { es: string; en: string }>> = {
  mensaje: { es: "Mensaje", en: "Message" },
  llamada: { es: "Llamada", en: "Call request" },
};
