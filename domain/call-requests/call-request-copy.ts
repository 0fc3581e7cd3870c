import type { Bilingual, TextsLike } from "../i18n/bilingual";
// Who calls back, in the words each way of asking for a call uses. A request made from a
// listing's contact carries the listing: its advertiser gets it as a lead ('Te pidieron una
// llamada…') and is the one who calls. Every other request (the floating button, the
// content pages' banner) is for Hogaria's own advisers.

/** Whoever answers a request about a listing: the listing's agent (and their agency), when known. */
export type ListingCaller = { name: string; agency: string | null } | null;

/** Hogaria's free advice by phone: the floating button, the banners, and their dialog. */
export const HOGARIA_CALL = {
  /** The floating button's name (it shows only its icon). */
  button: "Asesoría gratis de Hogaria",
  /** Its tooltip: what the button does. */
  buttonHint: "Un asesor de Hogaria te llama gratis",
  /** The banners' button. */
  banner: "Te llamamos gratis",
  title: "Asesoría gratis de Hogaria",
  description:
    "Déjanos tu nombre y tu número. Un asesor de Hogaria te llama, sin costo, para resolver tus dudas sobre rentar o comprar. Para hablar con quien anuncia una propiedad, usa el contacto de su página.",
  privacy: "Usaremos tu número solo para llamarte.",
  sent: { title: "¡Listo! Te llamaremos en breve.", description: "Hemos recibido tu solicitud de llamada." },
} as const;

/** The listing's contact: its advertiser calls back. */
export const LISTING_CALL = {
  /** The contact card's button. */
  button: (caller: ListingCaller) => `Que me llame ${caller?.name ?? "el anunciante"}`,
  title: (caller: ListingCaller) => `${caller?.name ?? "El anunciante"} te llama`,
  description: (caller: ListingCaller) =>
    `Déjanos tu nombre y tu número: se los enviamos a ${caller ? callerWithAgency(caller) : "quien anuncia esta propiedad"} para que te llame sobre esta propiedad.`,
  privacy: "Usaremos tu número solo para que te llamen sobre esta propiedad.",
  sent: (caller: ListingCaller) => ({
    title: `¡Listo! ${caller?.name ?? "El anunciante"} te llamará en breve.`,
    description: "Le enviamos tu solicitud de llamada.",
  }),
} as const;

function callerWithAgency({ name, agency }: { name: string; agency: string | null }): string {
  return agency ? `${name}, de ${agency},` : name;
}

/** Hogaria's free advice by phone on English pages. */
export const HOGARIA_CALL_EN: TextsLike<typeof HOGARIA_CALL> = {
  button: "Free advice from Hogaria",
  buttonHint: "A Hogaria adviser calls you for free",
  banner: "We call you for free",
  title: "Free advice from Hogaria",
  description:
    "Leave us your name and number. A Hogaria adviser calls you, at no cost, to answer your questions about renting or buying (in Spanish or English). To talk to whoever advertises a property, use the contact on its page.",
  privacy: "We will use your number only to call you.",
  sent: { title: "Done! We will call you shortly.", description: "We received your call request." },
};

/** The listing's contact on English pages. */
export const LISTING_CALL_EN: TextsLike<typeof LISTING_CALL> = {
  button: (caller) => `Have ${caller?.name ?? "the advertiser"} call me`,
  title: (caller) => `${caller?.name ?? "The advertiser"} calls you`,
  description: (caller) =>
    `Leave us your name and number: we send them to ${caller ? (caller.agency ? `${caller.name}, of ${caller.agency},` : caller.name) : "whoever advertises this property"} so they call you about this property.`,
  privacy: "We will use your number only so they call you about this property.",
  sent: (caller) => ({
    title: `Done! ${caller?.name ?? "The advertiser"} will call you shortly.`,
    description: "We sent them your call request.",
  }),
};

export const HOGARIA_CALL_BY_LANG: Bilingual<TextsLike<typeof HOGARIA_CALL>> = { es: HOGARIA_CALL, en: HOGARIA_CALL_EN };
export const LISTING_CALL_BY_LANG: Bilingual<TextsLike<typeof LISTING_CALL>> = { es: LISTING_CALL, en: LISTING_CALL_EN };
