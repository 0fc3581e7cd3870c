// What a person reads when a listing or a link to one is gone (unpublished, deleted,
// revoked or never existed): the API's 404 message, the page's heading and its <title>.
export const LISTING_GONE = "Esta propiedad ya no está disponible.";
export const LINK_GONE = "Este enlace ya no está disponible.";

// "Esta propiedad ya no está disponible · Hogaria"
export const goneTitle = (message: string) => `${message.replace(/\.$/, "")} · Hogaria`;

// A listing id that cannot name one (empty or too long), in a form that refers to a listing.
export const INVALID_PROPERTY = "Propiedad no válida.";
