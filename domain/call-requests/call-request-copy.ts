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
