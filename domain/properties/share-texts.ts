import { formatLongDate } from "../format/date";
import { bilingual } from "../i18n/bilingual";

// What an agent reads when sharing a listing with a client (a link with the agent's contact,
// or a full-screen presentation), and what the presentation shows around the listing.
export const SHARE_TEXTS = bilingual({
  heading: { es: "Compartir con cliente", en: "Share with a client" },
  intro: {
    es: "Tu cliente verá la propiedad con tus datos de contacto, no los del anunciante.",
    en: "Your client will see the property with your contact details, not the advertiser's.",
  },
  createLink: { es: "Crear enlace para cliente", en: "Create a client link" },
  createPresentation: { es: "Crear presentación", en: "Create a presentation" },
  kindShare: { es: "Enlace para cliente", en: "Client link" },
  kindPresentation: { es: "Presentación", en: "Presentation" },
  linkCreated: { es: "Enlace creado y copiado", en: "Link created and copied" },
  linkCreatedText: { es: "Envíaselo a tu cliente: verá tus datos de contacto.", en: "Send it to your client: they will see your contact details." },
  presentationCreated: { es: "Presentación creada y copiada", en: "Presentation created and copied" },
  presentationCreatedText: {
    es: "Ábrela para mostrar la propiedad en pantalla completa.",
    en: "Open it to show the property full screen.",
  },
  createFailed: { es: "No se pudo generar el enlace de compartir", en: "The share link could not be created" },
  loadFailed: {
    es: "No pudimos cargar tus enlaces. Recarga la página para verlos.",
    en: "We could not load your links. Reload the page to see them.",
  },
  activeLinks: { es: "Tus enlaces activos", en: "Your active links" },
  revoked: { es: "Enlace revocado", en: "Link revoked" },
  revokedText: { es: "Quien lo abra verá que ya no está disponible.", en: "Whoever opens it will see it is no longer available." },
  revokeFailed: { es: "No se pudo revocar el enlace", en: "The link could not be revoked" },
  createdOn: { es: (on: Date) => `Creado el ${formatLongDate(on)}`, en: (on: Date) => `Created ${formatLongDate(on, "en")}` },
  copy: { es: "Copiar", en: "Copy" },
  open: { es: "Abrir", en: "Open" },
  newTab: { es: " (se abre en otra pestaña)", en: " (opens in a new tab)" },
  revoke: { es: "Revocar", en: "Revoke" },
  revokeConfirm: {
    es: "¿Revocar este enlace? Dejará de funcionar para quien lo tenga.",
    en: "Revoke this link? It will stop working for whoever has it.",
  },
  revokeYes: { es: "Sí, revocar", en: "Yes, revoke" },
  cancel: { es: "Cancelar", en: "Cancel" },
  generated: { es: "Enlace generado", en: "Link created" },
});

export const PRESENTATION_TEXTS = bilingual({
  goneTitle: { es: "Presentación no disponible · Hogaria", en: "Presentation not available · Hogaria" },
  title: { es: "Presentación · Hogaria", en: "Presentation · Hogaria" },
  titleOf: { es: (title: string) => `Presentación: ${title} · Hogaria`, en: (title: string) => `Presentation: ${title} · Hogaria` },
  gone: { es: "Esta presentación ya no está disponible.", en: "This presentation is no longer available." },
  loadFailed: { es: "No pudimos cargar la presentación.", en: "We could not load the presentation." },
  goneDetail: { es: "Pide a tu asesor un enlace nuevo.", en: "Ask your agent for a new link." },
  area: { es: "Superficie", en: "Area" },
  bedrooms: { es: "Recámaras", en: "Bedrooms" },
  bathrooms: { es: "Baños", en: "Bathrooms" },
  parking: { es: "Estacionamientos", en: "Parking spaces" },
  colonia: { es: "Colonia", en: "Neighborhood" },
  price: { es: "Precio: ", en: "Price: " },
  loading: { es: "Cargando la presentación…", en: "Loading the presentation…" },
});
