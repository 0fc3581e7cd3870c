import { bilingual } from "../i18n/bilingual";
import { TRUST_TEXTS_BY_LANG } from "../trust/advertiser-trust";
import { AGENT_PAGE_TEXT } from "./agent-page-text";
import { LICENSE_KIND_LABELS, LICENSE_STATUS_LABELS } from "./my-profile";

// What "Mi perfil" says (its messages are PROFILE_MESSAGES, in my-profile.ts).
export const MY_PROFILE_TEXT = bilingual({
  pageTitle: { es: "Mi perfil · Hogaria", en: "My profile · Hogaria" },
  title: { es: "Mi perfil", en: "My profile" },
  loading: { es: "Cargando tu perfil", en: "Loading your profile" },
  publicPage: { es: "Ver mi página pública", en: "See my public page" },
  emailChanged: { es: (email: string) => `Listo: tu correo ahora es ${email}.`, en: (email: string) => `Done: your e-mail is now ${email}.` },
  // Nombre y foto.
  identityTitle: { es: "Nombre y foto", en: "Name and photo" },
  memberSince: {
    es: (role: string, date: string) => `${role} · en Hogaria desde el ${date}`,
    en: (role: string, date: string) => `${role} · on Hogaria since ${date}`,
  },
  changePhoto: { es: "Cambiar foto", en: "Change photo" },
  uploadPhoto: { es: "Subir foto", en: "Upload photo" },
  photoHelp: { es: (mb: number) => `JPG, PNG o WebP, hasta ${mb} MB.`, en: (mb: number) => `JPG, PNG or WebP, up to ${mb} MB.` },
  choosePhoto: { es: "Elegir foto", en: "Choose photo" },
  name: { es: "Nombre", en: "Name" },
  saveName: { es: "Guardar nombre", en: "Save name" },
  // Correo y contraseña.
  accountTitle: { es: "Correo y contraseña", en: "E-mail and password" },
  yourEmail: { es: "Tu correo:", en: "Your e-mail:" },
  newEmail: { es: "Nuevo correo", en: "New e-mail" },
  changeEmail: { es: "Cambiar correo", en: "Change e-mail" },
  currentPassword: { es: "Contraseña actual", en: "Current password" },
  newPassword: { es: "Nueva contraseña", en: "New password" },
  changePassword: { es: "Cambiar contraseña", en: "Change password" },
  // Borrar tu cuenta.
  deleteTitle: { es: "Borrar tu cuenta", en: "Delete your account" },
  deleteIntro: { es: "Antes de confirmar, esto es lo que pasa:", en: "Before you confirm, this is what happens:" },
  deleteButton: { es: "Borrar mi cuenta", en: "Delete my account" },
  deleteQuestion: { es: "¿Borrar tu cuenta?", en: "Delete your account?" },
  deleteWarning: {
    es: "Tu cuenta y lo que se indica arriba se borran. No se puede deshacer.",
    en: "Your account and everything listed above are deleted. This cannot be undone.",
  },
  yourPassword: { es: "Tu contraseña", en: "Your password" },
  typeWord: { es: (word: string) => `Escribe ${word}`, en: (word: string) => `Type ${word}` },
});

// "Cédula o número AMPI" in "Mi perfil": the agent's professional credentials and where their review stands.
export const LICENSE_TEXT = bilingual({
  title: { es: "Cédula o número AMPI", en: "Professional license (cédula) or AMPI number" },
  description: {
    es: "Opcional. Lo revisamos y, si coincide, tus anuncios y tu página muestran “Agente verificado”.",
    en: "Optional. We review it and, if it matches, your listings and your page show “Verified agent”.",
  },
  kinds: { es: LICENSE_KIND_LABELS, en: AGENT_PAGE_TEXT.licenseKinds.en },
  statuses: {
    es: LICENSE_STATUS_LABELS,
    en: { pendiente: "Under review", verificado: TRUST_TEXTS_BY_LANG.en.agentVerified, rechazada: "We could not verify it" },
  },
  since: { es: (date: string) => `, desde el ${date}`, en: (date: string) => `, since ${date}` },
  sendAgain: { es: " Puedes enviarla de nuevo.", en: " You can send it again." },
  kind: { es: "Tipo", en: "Type" },
  number: { es: "Número", en: "Number" },
  send: { es: "Enviar a revisión", en: "Send for review" },
});

// "Contacto y presentación" in "Mi perfil": what buyers see of an advertiser.
export const ADVERTISER_PROFILE_TEXT = bilingual({
  titleWithZones: { es: "Contacto y presentación", en: "Contact and introduction" },
  title: { es: "Contacto", en: "Contact" },
  description: {
    es: "Lo que ven quienes buscan propiedad en tus anuncios y en tu página.",
    en: "What people looking for a property see on your listings and on your page.",
  },
  phone: { es: "Teléfono", en: "Phone" },
  dontShow: { es: "No mostrar", en: "Do not show" },
  verified: { es: " · verificado", en: " · verified" },
  onlyVerified: {
    es: "Solo puedes mostrar números que verificaste con un código por SMS.",
    en: "You can only show numbers you verified with a code by SMS.",
  },
  noVerified: {
    es: "Aún no tienes números verificados. Verifica tu número con un código por SMS para mostrarlo en tus anuncios.",
    en: "You have no verified numbers yet. Verify your number with a code by SMS to show it on your listings.",
  },
  verifyAnother: { es: "Verificar otro celular", en: "Verify another mobile" },
  mobile: { es: "Celular", en: "Mobile" },
  bio: { es: "Presentación", en: "Introduction" },
  bioHint: {
    es: (length: number, max: number) => `${length} / ${max}. Cuéntale a tus clientes quién eres y cómo trabajas.`,
    en: (length: number, max: number) => `${length} / ${max}. Tell your clients who you are and how you work.`,
  },
  zones: { es: "Colonias donde trabajas", en: "Neighborhoods where you work" },
  // The place search's placeholder wherever an advertiser picks colonias.
  zonePlaceholder: { es: "Escribe una colonia", en: "Type a neighborhood" },
  chosenZones: { es: "Colonias elegidas", en: "Chosen neighborhoods" },
  removeZone: { es: (name: string) => `Quitar ${name}`, en: (name: string) => `Remove ${name}` },
  zonesCount: {
    es: (count: number, max: number) => `${count} de ${max} colonias.`,
    en: (count: number, max: number) => `${count} of ${max} neighborhoods.`,
  },
  save: { es: "Guardar contacto y presentación", en: "Save contact and introduction" },
});
