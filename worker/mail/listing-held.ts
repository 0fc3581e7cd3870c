import type { MailMessage } from "../adapters/mail";
import { emailButton, emailDocument, emailNote, emailParagraph, emailText, escapeHtml, salutation } from "./layout";

// A listing was taken out of search pending review (reports, or one money report): its
// advertiser is told why and where to answer. The subject carries no text a user wrote.
export function listingHeldEmail(
  to: { email: string; name: string },
  listing: { title: string },
  explanation: string,
  dashboardUrl: string,
): MailMessage {
  const name = salutation(to);
  const text = emailText([
    `${name}, tu anuncio "${listing.title}" está en revisión.`,
    "",
    explanation,
    "",
    `Puedes darnos tu versión desde "Mis propiedades" en tu panel: ${dashboardUrl}`,
    "",
    "Nuestro equipo decidirá si vuelve a las búsquedas y te avisaremos.",
  ]);
  const html = emailDocument([
    emailParagraph(`${escapeHtml(name)}, tu anuncio <strong>${escapeHtml(listing.title)}</strong> está en revisión.`),
    emailParagraph(escapeHtml(explanation)),
    emailButton(dashboardUrl, "Responder desde mi panel"),
    emailNote("Nuestro equipo decidirá si vuelve a las búsquedas y te avisaremos."),
  ]);
  return { to: to.email, subject: "Tu anuncio está en revisión", text, html };
}
