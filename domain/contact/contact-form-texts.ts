import type { Bilingual, TextsLike } from "../i18n/bilingual";
import type { Lang } from "../i18n/lang";
import { AUTH_MESSAGES, AUTH_MESSAGES_EN } from "../auth/auth-messages";
import { CALL_FORM_MESSAGES, CALL_NAME_MAX, PHONE_FORMAT_MESSAGE } from "../call-requests/schemas";
import { CALL_REQUEST_MESSAGES } from "../call-requests/call-request-messages";
import { COMMON_MESSAGES, COMMON_MESSAGES_EN } from "../errors/common-messages";
import { defaultLeadMessage, LEAD_FORM_MESSAGES, LEAD_MESSAGE_MAX, LEAD_MESSAGE_MIN } from "../leads/lead-message";
import { LEAD_MESSAGES } from "../leads/lead-messages";
import { INVALID_PROPERTY, LISTING_GONE } from "../properties/availability-messages";
import { INVALID_CHARACTERS_MESSAGE } from "../text/characters";
import { NAME_TOO_SHORT, NAME_TOO_SHORT_EN } from "../text/person-name";

// The words of the forms that put a renter in touch with an advertiser: "Enviar mensaje"
// and "Te llamamos" (their labels, hints, buttons and confirmations), in each language.
const CONTACT_FORM_TEXTS_ES = {
  name: "Nombre",
  namePlaceholder: "¿Cómo te llamas?",
  phone: "Teléfono",
  phoneHint: "A 10 dígitos.",
  callPhoneHint: "Número de México (+52) a 10 dígitos.",
  email: "Correo electrónico",
  emailPlaceholder: "tu@correo.com",
  message: "Mensaje",
  characters: (n: number, max: number) => `${n} / ${max} caracteres`,
  sending: "Enviando...",
  send: "Enviar mensaje",
  sendShort: "Mensaje",
  sendHidden: "Enviar ",
  title: "Enviar mensaje",
  descriptionBefore: "Escríbele al anunciante de ",
  descriptionAfter: ". Te responderá por teléfono, WhatsApp o correo.",
  privacy: "Compartimos tus datos solo con el anunciante.",
  privacyLinkBefore: "Consulta nuestro",
  privacyLink: "Aviso de privacidad",
  sent: "¡Mensaje enviado!",
  sentText: "El anunciante te responderá pronto.",
  notSent: `No pudimos enviar tu mensaje. ${COMMON_MESSAGES.offline}`,
  checkForm: "Revisa los datos del formulario e intenta de nuevo.",
  requestCall: "Solicitar llamada",
  wait: "Espera un momento",
  error: "Error",
  defaultMessage: defaultLeadMessage,
};

const CONTACT_FORM_TEXTS_EN: TextsLike<typeof CONTACT_FORM_TEXTS_ES> = {
  name: "Name",
  namePlaceholder: "What is your name?",
  phone: "Phone",
  phoneHint: "10 digits.",
  callPhoneHint: "Mexican number (+52), 10 digits.",
  email: "Email",
  emailPlaceholder: "you@email.com",
  message: "Message",
  characters: (n, max) => `${n} / ${max} characters`,
  sending: "Sending...",
  send: "Send message",
  sendShort: "Message",
  sendHidden: "Send ",
  title: "Send message",
  descriptionBefore: "Write to the advertiser of ",
  descriptionAfter: ". They will answer by phone, WhatsApp or email.",
  privacy: "We share your details only with the advertiser.",
  privacyLinkBefore: "Read our",
  privacyLink: "Privacy notice",
  sent: "Message sent!",
  sentText: "The advertiser will answer you soon.",
  notSent: "We could not send your message. Check your connection and try again.",
  checkForm: "Check the form's details and try again.",
  requestCall: "Request a call",
  wait: "Wait a moment",
  error: "Error",
  defaultMessage: (title) => `Hi, I am interested in “${title}”. Is it still available?`,
};

export const CONTACT_FORM_TEXTS: Bilingual<TextsLike<typeof CONTACT_FORM_TEXTS_ES>> = { es: CONTACT_FORM_TEXTS_ES, en: CONTACT_FORM_TEXTS_EN };

/**
 * The messages these forms' checks and the API answer, each with its English twin. The
 * API answers in Spanish (its messages are the spec's); an English page shows the twin of
 * the message it got, in the form's check and from the API alike.
 */
const FORM_MESSAGES: readonly Bilingual[] = [
  { es: CALL_FORM_MESSAGES.nameRequired, en: "Your name is required." },
  { es: NAME_TOO_SHORT, en: NAME_TOO_SHORT_EN },
  { es: CALL_FORM_MESSAGES.nameTooLong, en: `Your name cannot have more than ${CALL_NAME_MAX} characters.` },
  { es: CALL_FORM_MESSAGES.phoneRequired, en: "Your phone number is required." },
  { es: PHONE_FORMAT_MESSAGE, en: "Enter 10 digits, without spaces or dashes." },
  { es: AUTH_MESSAGES.emailRequired, en: AUTH_MESSAGES_EN.emailRequired },
  { es: AUTH_MESSAGES.emailInvalid, en: AUTH_MESSAGES_EN.emailInvalid },
  { es: LEAD_FORM_MESSAGES.messageRequired, en: "Write your message." },
  { es: LEAD_FORM_MESSAGES.messageTooLong, en: `The message can have up to ${LEAD_MESSAGE_MAX} characters.` },
  { es: LEAD_FORM_MESSAGES.messageTooShort, en: `The message must have at least ${LEAD_MESSAGE_MIN} characters.` },
  { es: INVALID_CHARACTERS_MESSAGE, en: "The text has invalid characters." },
  { es: INVALID_PROPERTY, en: "Invalid property." },
  { es: LISTING_GONE, en: "This property is no longer available." },
  { es: LEAD_MESSAGES.rateLimited, en: "You already sent several messages from this number. Wait a while and try again." },
  { es: CALL_REQUEST_MESSAGES.rateLimited, en: "We already received several requests for this number. We will call you soon." },
  { es: CALL_REQUEST_MESSAGES.notProcessed, en: "We could not process your request. Try again." },
  { es: COMMON_MESSAGES.rateLimited, en: COMMON_MESSAGES_EN.rateLimited },
  { es: COMMON_MESSAGES.unexpected, en: COMMON_MESSAGES_EN.unexpected },
  { es: COMMON_MESSAGES.unavailable, en: COMMON_MESSAGES_EN.unavailable },
  { es: COMMON_MESSAGES.offline, en: COMMON_MESSAGES_EN.offline },
];
const ENGLISH_OF = new Map(FORM_MESSAGES.map((m) => [m.es, m.en]));

/** Every message pair, for the catalogue's test. */
export const CONTACT_FORM_MESSAGES = FORM_MESSAGES;

/**
 * A form's or the API's message in the page's language: Spanish as it came; in English its
 * twin, or `fallback` for a message that has none (never the Spanish words on an English page).
 */
export function formMessageIn(lang: Lang, message: string, fallback: string = CONTACT_FORM_TEXTS_EN.checkForm): string {
  if (lang === "es") return message;
  return ENGLISH_OF.get(message) ?? ENGLISH_OF.get(message.replace(/\.$/, "")) ?? fallback;
}
