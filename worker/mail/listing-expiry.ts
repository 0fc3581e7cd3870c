import { formatLongDate } from "../../domain/format/date";
import type { Bilingual } from "../../domain/i18n/bilingual";
import type { Lang } from "../../domain/i18n/lang";
import type { MailMessage } from "../adapters/mail";
import { emailButton, emailDocument, emailNote, emailParagraph, emailText, escapeHtml, salutation } from "./layout";

// Three days before a publication ends: renew it from the dashboard or it expires. In the
// advertiser's account language.
const EXPIRY = {
  ends: {
    es: (name: string, title: string, date: string) => `${name}, la publicación de "${title}" vence el ${date}.`,
    en: (name: string, title: string, date: string) => `${name}, the listing "${title}" expires on ${date}.`,
  },
  endsHtml: {
    es: (name: string, title: string, date: string) => `${name}, la publicación de <strong>${title}</strong> vence el ${date}.`,
    en: (name: string, title: string, date: string) => `${name}, the listing <strong>${title}</strong> expires on ${date}.`,
  },
  renewHere: {
    es: (link: string) => `Renuévala desde tu panel para que siga apareciendo en las búsquedas: ${link}`,
    en: (link: string) => `Renew it from your dashboard so it keeps showing in search: ${link}`,
  },
  closed: {
    es: "Si ya se vendió o se rentó, márcala así y dejará de recibir mensajes.",
    en: "If it was already sold or rented, mark it so and it will stop receiving messages.",
  },
  closedHtml: {
    es: "Si ya se vendió o se rentó, márcala así desde tu panel y dejará de recibir mensajes.",
    en: "If it was already sold or rented, mark it so from your dashboard and it will stop receiving messages.",
  },
  button: { es: "Renovar publicación", en: "Renew listing" },
  subject: { es: (date: string) => `Tu publicación vence el ${date}`, en: (date: string) => `Your listing expires on ${date}` },
} as const satisfies Record<string, Bilingual<unknown>>;

export function listingExpiryEmail(
  to: { email: string; name: string },
  listing: { title: string; expiresAt: Date },
  dashboardUrl: string,
  lang: Lang,
): MailMessage {
  const name = salutation(to, lang);
  const date = formatLongDate(listing.expiresAt, lang);
  const text = emailText([EXPIRY.ends[lang](name, listing.title, date), "", EXPIRY.renewHere[lang](dashboardUrl), "", EXPIRY.closed[lang]], lang);
  const html = emailDocument(
    [
      emailParagraph(EXPIRY.endsHtml[lang](escapeHtml(name), escapeHtml(listing.title), escapeHtml(date))),
      emailButton(dashboardUrl, EXPIRY.button[lang]),
      emailNote(EXPIRY.closedHtml[lang]),
    ],
    lang,
  );
  return { to: to.email, subject: EXPIRY.subject[lang](date), text, html, audience: "confirmed" };
}
