import type { TextsLike } from "../i18n/bilingual";

// What a person reads when a listing or a link to one is gone (unpublished, deleted,
// revoked or never existed): the API's 404 message, the page's heading and its <title>.
export const LISTING_GONE = "Esta propiedad ya no está disponible.";
export const LINK_GONE = "Este enlace ya no está disponible.";

// Their English twins (the API's 404 to an English page, the English page's heading and title).
export const GONE_MESSAGES = {
  listing: LISTING_GONE,
  link: LINK_GONE,
  elsewhere: "Busca otras casas y departamentos en la Ciudad de México.",
} as const;
export const GONE_MESSAGES_EN: TextsLike<typeof GONE_MESSAGES> = {
  listing: "This property is no longer available.",
  link: "This link is no longer available.",
  elsewhere: "Look for other houses and apartments in Mexico City.",
};

// "Esta propiedad ya no está disponible · Hogaria"
export const goneTitle = (message: string) => `${message.replace(/\.$/, "")} · Hogaria`;

// A listing id that cannot name one (empty or too long), in a form that refers to a listing.
export const INVALID_PROPERTY = "Propiedad no válida.";
