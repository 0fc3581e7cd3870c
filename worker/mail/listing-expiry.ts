import { formatLongDate } from "../../domain/format/date";
import type { MailMessage } from "../adapters/mail";
import { emailButton, emailDocument, emailNote, emailParagraph, emailText, escapeHtml, salutation } from "./layout";

// Three days before a publication ends: renew it from the dashboard or it expires.
export function listingExpiryEmail(
  to: { email: string; name: string },
  listing: { title: string; expiresAt: Date },
  dashboardUrl: string,
): MailMessage {
  const name = salutation(to);
  const date = formatLongDate(listing.expiresAt);
  const text = emailText([
    `${name}, la publicación de "${listing.title}" vence el ${date}.`,
    "",
    `Renuévala desde tu panel para que siga apareciendo en las búsquedas: ${dashboardUrl}`,
    "",
    "Si ya se vendió o se rentó, márcala así y dejará de recibir mensajes.",
  ]);
  const html = emailDocument([
    emailParagraph(`${escapeHtml(name)}, la publicación de <strong>${escapeHtml(listing.title)}</strong> vence el ${escapeHtml(date)}.`),
    emailButton(dashboardUrl, "Renovar publicación"),
    emailNote("Si ya se vendió o se rentó, márcala así desde tu panel y dejará de recibir mensajes."),
  ]);
  return { to: to.email, subject: `Tu publicación vence el ${date}`, text, html, audience: "confirmed" };
}
