import type { MailMessage } from "../adapters/mail";
import { emailDocument, emailNote, emailParagraph, emailText, escapeHtml } from "./layout";

// The reporter's acknowledgement: we have the report and will say what we decided. It
// names the listing by its advertiser's title in the body only; nothing the reporter
// wrote is repeated (the address may not be theirs).
export function reportReceivedEmail(to: string, listing: { title: string; url: string }): MailMessage {
  const text = emailText([
    `Recibimos tu reporte del anuncio "${listing.title}" (${listing.url}).`,
    "",
    "Nuestro equipo lo revisará y te escribiremos cuando decidamos qué hacer con él.",
  ]);
  const html = emailDocument([
    emailParagraph(`Recibimos tu reporte del anuncio <a href="${escapeHtml(listing.url)}">${escapeHtml(listing.title)}</a>.`),
    emailNote("Nuestro equipo lo revisará y te escribiremos cuando decidamos qué hacer con él."),
  ]);
  return { to, subject: "Recibimos tu reporte", text, html };
}
