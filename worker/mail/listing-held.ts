import type { Bilingual } from "../../domain/i18n/bilingual";
import type { Lang } from "../../domain/i18n/lang";
import type { MailMessage } from "../adapters/mail";
import { emailButton, emailDocument, emailNote, emailParagraph, emailText, escapeHtml, salutation } from "./layout";

// A listing was taken out of search pending review (reports, or one money report): its
// advertiser is told why and where to answer, in their account's language. The subject
// carries no text a user wrote.
const HELD = {
  inReview: {
    es: (name: string, title: string) => `${name}, tu anuncio "${title}" está en revisión.`,
    en: (name: string, title: string) => `${name}, your listing "${title}" is under review.`,
  },
  inReviewHtml: {
    es: (name: string, title: string) => `${name}, tu anuncio <strong>${title}</strong> está en revisión.`,
    en: (name: string, title: string) => `${name}, your listing <strong>${title}</strong> is under review.`,
  },
  answerHere: {
    es: (link: string) => `Puedes darnos tu versión desde "Mis propiedades" en tu panel: ${link}`,
    en: (link: string) => `You can give us your side from "My properties" in your dashboard: ${link}`,
  },
  next: {
    es: "Nuestro equipo decidirá si vuelve a las búsquedas y te avisaremos.",
    en: "Our team will decide whether it goes back to search, and we will let you know.",
  },
  button: { es: "Responder desde mi panel", en: "Answer from my dashboard" },
  subject: { es: "Tu anuncio está en revisión", en: "Your listing is under review" },
} as const satisfies Record<string, Bilingual<unknown>>;

export function listingHeldEmail(
  to: { email: string; name: string },
  listing: { title: string },
  explanation: string,
  dashboardUrl: string,
  lang: Lang,
): MailMessage {
  const name = salutation(to, lang);
  const text = emailText(
    [HELD.inReview[lang](name, listing.title), "", explanation, "", HELD.answerHere[lang](dashboardUrl), "", HELD.next[lang]],
    lang,
  );
  const html = emailDocument(
    [
      emailParagraph(HELD.inReviewHtml[lang](escapeHtml(name), escapeHtml(listing.title))),
      emailParagraph(escapeHtml(explanation)),
      emailButton(dashboardUrl, HELD.button[lang]),
      emailNote(HELD.next[lang]),
    ],
    lang,
  );
  return { to: to.email, subject: HELD.subject[lang], text, html };
}
