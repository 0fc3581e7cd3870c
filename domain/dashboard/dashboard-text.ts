import { bilingual } from "../i18n/bilingual";
import { BILLING_TEXTS_BY_LANG } from "../billing/invoices";

// What the dashboard says: the greeting, the buyer's sections (lists, price changes, recently
// viewed) and "¿Qué quieres hacer hoy?" with each role's next steps.
export const DASHBOARD_TEXT = bilingual({
  pageTitle: { es: "Tu panel · Hogaria", en: "Your dashboard · Hogaria" },
  hello: { es: (name: string) => `Hola, ${name}`, en: (name: string) => `Hi, ${name}` },
  loading: { es: "Cargando tu panel", en: "Loading your dashboard" },
  loadFailed: { es: "No se pudo cargar tu panel.", en: "Your dashboard could not be loaded." },
  retry: { es: "Reintentar", en: "Try again" },
  yourDashboard: { es: "Tu panel", en: "Your dashboard" },
  whatToday: { es: "¿Qué quieres hacer hoy?", en: "What would you like to do today?" },
  goNow: { es: "Ir ahora", en: "Go now" },
  // Tus listas.
  listsTitle: { es: "Tus listas", en: "Your lists" },
  listsIntro: { es: "Las propiedades que guardaste con el corazón.", en: "The properties you saved with the heart." },
  manageLists: { es: "Administrar listas", en: "Manage lists" },
  listsEmpty: {
    es: "Aún no guardas propiedades. Toca el corazón de cualquier propiedad para guardarla en una lista.",
    en: "You have not saved any properties yet. Tap the heart on any property to save it to a list.",
  },
  searchToBuy: { es: "Buscar en venta", en: "Search for sale" },
  searchToRent: { es: "Buscar en renta", en: "Search for rent" },
  openList: {
    es: (name: string, count: string) => `Abrir la lista ${name}, ${count}`,
    en: (name: string, count: string) => `Open the list ${name}, ${count}`,
  },
  // Cambios de precio.
  pricesTitle: { es: "Cambios de precio", en: "Price changes" },
  pricesIntro: { es: "En las propiedades que guardaste.", en: "On the properties you saved." },
  pricesNone: {
    es: "Ninguna de tus propiedades guardadas ha cambiado de precio. Si alguna baja o sube, lo verás aquí.",
    en: "None of your saved properties has changed price. If one drops or rises, you will see it here.",
  },
  pricesEmpty: {
    es: "Guarda propiedades con el corazón y aquí verás cuando bajen o suban de precio.",
    en: "Save properties with the heart and you will see here when their prices drop or rise.",
  },
  now: { es: (price: string) => `Ahora ${price}`, en: (price: string) => `Now ${price}` },
  // Vistos recientemente.
  recentTitle: { es: "Vistos recientemente", en: "Recently viewed" },
  recentIntro: { es: "Las últimas propiedades que abriste, para volver a ellas.", en: "The last properties you opened, to go back to them." },
  recentEmpty: {
    es: "Las propiedades que abras aparecerán aquí, para que vuelvas a ellas cuando quieras.",
    en: "The properties you open will show up here, so you can go back to them whenever you like.",
  },
  explore: { es: "Explorar propiedades", en: "Explore properties" },
});

/** The next steps' words, by step (web/src/features/dashboard/next-steps.ts gives each its icon and page). */
export const NEXT_STEP_TEXT = bilingual({
  searchRent: {
    es: { title: "Buscar en renta", text: "Departamentos y casas en renta en la Ciudad de México, con precios en pesos." },
    en: { title: "Search for rent", text: "Apartments and houses for rent in Mexico City, with prices in pesos." },
  },
  searchBuy: {
    es: { title: "Buscar en venta", text: "Encuentra la casa o el departamento que quieres comprar." },
    en: { title: "Search for sale", text: "Find the house or apartment you want to buy." },
  },
  services: {
    es: { title: "Servicios", text: "Asesoría, crédito y todo lo que necesitas para tu primera renta o compra." },
    en: { title: "Services", text: "Advice, mortgages and everything you need for your first rental or purchase." },
  },
  publish: {
    es: { title: "Publicar", text: "Sube una propiedad con fotos, precio y ubicación, y llega a quien la busca." },
    en: { title: "List a property", text: "Upload a property with photos, price and location, and reach those looking for it." },
  },
  myListings: {
    es: { title: "Mis propiedades", text: "Revisa tus publicaciones: vistas, contactos, vigencia y lo que puedes hacer con cada una." },
    en: { title: "My properties", text: "Review your listings: views, contacts, expiry and what you can do with each one." },
  },
  messages: {
    es: { title: "Mensajes", text: "Responde a quienes te escriben o piden una llamada sobre tus propiedades." },
    en: { title: "Messages", text: "Answer those who write to you or ask for a call about your properties." },
  },
  clients: {
    es: { title: "Mis clientes", text: "Organiza las búsquedas de cada cliente en su propio tablero." },
    en: { title: "My clients", text: "Organize each client's search on their own board." },
  },
  plans: {
    es: { title: "Planes", text: "Elige un plan para publicar más propiedades y destacarlas." },
    en: { title: "Plans", text: "Choose a plan to list more properties and feature them." },
  },
  agencies: {
    es: { title: "Buscar inmobiliarias", text: "Encuentra agentes para tu equipo y conoce otras inmobiliarias de la ciudad." },
    en: { title: "Find agencies", text: "Find agents for your team and meet other agencies in the city." },
  },
});

/** What each role can do next, in a sentence above its steps. */
export const NEXT_STEPS_INTRO = bilingual({
  no_agente: {
    es: "Busca tu próximo hogar y pide asesoría cuando la necesites.",
    en: "Look for your next home and ask for advice when you need it.",
  },
  agente: {
    es: "Publica tus propiedades y acompaña a cada cliente en su búsqueda.",
    en: "List your properties and guide each client through their search.",
  },
  inmobiliaria: {
    es: "Publica las propiedades de tu inmobiliaria, atiende a tus clientes y haz crecer tu equipo.",
    en: "List your agency's properties, serve your clients and grow your team.",
  },
});

/** The agent's and agency's dashboard tabs, by their ?tab= value. */
export const DASHBOARD_TAB_NAMES = bilingual({
  propiedades: { es: "Mis propiedades", en: "My properties" },
  mensajes: { es: "Mensajes", en: "Messages" },
  resumen: { es: "Resumen", en: "Overview" },
  equipo: { es: "Equipo", en: "Team" },
  reportes: { es: "Reportes", en: "Reports" },
  facturas: { es: BILLING_TEXTS_BY_LANG.es.invoicesTitle, en: BILLING_TEXTS_BY_LANG.en.invoicesTitle },
});
