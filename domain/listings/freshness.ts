import { DAY_MS } from "../billing/plans";
import { daysAgoText, daysAgoTextEn, formatLongDate } from "../format/date";
import type { Lang } from "../i18n/lang";
import type { Operation } from "../properties/property";

// How fresh a listing is: `confirmed_at`, the last time its advertiser said it is still on
// the market (a confirmation, a publish, a renewal or reactivation, a saved edit), never a
// view. A rental unconfirmed for 30 days gets an e-mail asking; 7 days after that e-mail,
// without an answer, it leaves search as por_confirmar until the advertiser confirms. A
// sale (or remate) takes 60 and 14 days: it stays on the market longer.

export type FreshnessRule = { askAfterDays: number; hideAfterDays: number };

export const FRESHNESS_RULES: Record<Operation, FreshnessRule> = {
  renta: { askAfterDays: 30, hideAfterDays: 7 },
  venta: { askAfterDays: 60, hideAfterDays: 14 },
  remate: { askAfterDays: 60, hideAfterDays: 14 },
};

/** The link in the e-mail works this long after it was sent (past the day the listing leaves search, so it can still bring it back). */
export const CONFIRMATION_LINK_DAYS = 30;

/** The e-mail's one-click answers: the listing is still on the market, or it was rented/sold. */
export const CONFIRMATION_ANSWERS = ["disponible", "cerrada"] as const;
export type ConfirmationAnswer = (typeof CONFIRMATION_ANSWERS)[number];

/** The page the e-mail's links open (outside /api: a mail app's link needs no sign-in). */
export const CONFIRMATION_PATH = "/confirmar-disponibilidad";

/** What a token in a confirmation link is for: nothing else accepts it. */
export const CONFIRMATION_PURPOSE = "listing-confirmation";

/** Confirmed before this moment: a listing of that operation is due its e-mail. */
export const askBefore = (operation: Operation, now: Date): Date => new Date(now.getTime() - FRESHNESS_RULES[operation].askAfterDays * DAY_MS);

/** Asked before this moment and still unanswered: the listing leaves search. */
export const hideBefore = (operation: Operation, now: Date): Date => new Date(now.getTime() - FRESHNESS_RULES[operation].hideAfterDays * DAY_MS);

/** When a listing asked at `askedAt` leaves search without an answer. */
export const leavesSearchAt = (operation: Operation, askedAt: Date): Date =>
  new Date(askedAt.getTime() + FRESHNESS_RULES[operation].hideAfterDays * DAY_MS);

/** Until when a link sent at `askedAt` works. */
export const confirmationLinkExpiry = (askedAt: Date): Date => new Date(askedAt.getTime() + CONFIRMATION_LINK_DAYS * DAY_MS);

/** Whether a listing confirmed at `confirmedAt` is due its e-mail now. */
export const confirmationDue = (operation: Operation, confirmedAt: Date, now: Date): boolean => confirmedAt <= askBefore(operation, now);

/** "Actualizada hoy", "Actualizada ayer", "Actualizada hace 12 días" (days of Mexico City's calendar). */
export const freshnessText = (confirmedAt: string | Date | number, now: Date | number, lang: Lang = "es"): string =>
  lang === "es" ? daysAgoText("Actualizada", confirmedAt, now) : daysAgoTextEn("Updated", confirmedAt, now);

/** What the label says on hover and to a screen reader: what "actualizada" means, and the date. */
export const freshnessExplanation = (confirmedAt: string | Date | number, lang: Lang = "es"): string =>
  lang === "es"
    ? `Su anunciante confirmó que sigue disponible, o la cambió, el ${formatLongDate(new Date(confirmedAt))}.`
    : `Its advertiser confirmed it is still available, or changed it, on ${formatLongDate(new Date(confirmedAt), "en")}.`;

/** "Ya se rentó" / "Ya se vendió" ("Already rented" / "Already sold"): the e-mail's second answer. */
export const closedAnswerLabel = (operation: Operation, lang: Lang = "es"): string =>
  lang === "es" ? (operation === "renta" ? "Ya se rentó" : "Ya se vendió") : operation === "renta" ? "Already rented" : "Already sold";

export const FRESHNESS_TEXT = {
  confirmAction: "Sigue disponible",
  // The dashboard's row.
  askedNotice: (date: string) => `Confirma que sigue disponible antes del ${date} o dejará de aparecer en las búsquedas.`,
  hiddenNotice: "No aparece en las búsquedas hasta que confirmes que sigue disponible.",
  confirmedTitle: "Disponibilidad confirmada",
  confirmedBack: "Ya aparece otra vez en las búsquedas como actualizada hoy.",
  confirmedFresh: "Aparece en las búsquedas como actualizada hoy.",
  confirmFailed: "No se pudo confirmar la propiedad",
  // The e-mail.
  emailSubject: "¿Tu propiedad sigue disponible?",
  emailQuestion: (name: string, title: string, days: number) =>
    `${name}, hace ${days} días que no confirmas que “${title}” sigue disponible. ¿Sigue en el mercado?`,
  emailDeadline: (date: string) =>
    `Si no respondes antes del ${date}, dejará de aparecer en las búsquedas hasta que lo confirmes. No necesitas iniciar sesión para responder.`,
  emailLinkNote: (date: string) => `Cada enlace sirve una vez y vence el ${date}. También puedes responder desde Mis propiedades:`,
  // The page the links open.
  pageTitle: "Disponibilidad de tu propiedad",
  askAvailable: (title: string) => `¿Confirmas que “${title}” sigue disponible?`,
  askAvailableNote: "Seguirá en las búsquedas y se verá como actualizada hoy.",
  askClosed: (title: string, closed: string) => `¿Marcar “${title}” como ${closed}?`,
  askClosedNote: "Dejará de aparecer en las búsquedas y de recibir mensajes. Después ya no podrás reactivarla.",
  confirmAvailableButton: "Sí, sigue disponible",
  confirmClosedButton: (label: string) => `Sí, ${label.charAt(0).toLowerCase()}${label.slice(1)}`,
  doneAvailable: (title: string) => `Gracias. “${title}” aparece en las búsquedas como actualizada hoy.`,
  doneExpired: (title: string) =>
    `Gracias. La publicación de “${title}” ya había vencido: renuévala desde Mis propiedades para que vuelva a las búsquedas.`,
  doneClosed: (title: string, closed: string) => `Listo: “${title}” quedó marcada como ${closed}. ¡Felicidades!`,
  invalid: "Este enlace no es válido. Revisa que lo hayas copiado completo, o responde desde Mis propiedades.",
  used: "Este enlace ya se usó o fue reemplazado por uno más reciente. Puedes ver y cambiar tu propiedad desde Mis propiedades.",
  expired: "Este enlace venció. Confirma que tu propiedad sigue disponible desde Mis propiedades.",
  dashboard: "Ir a Mis propiedades",
} as const;
