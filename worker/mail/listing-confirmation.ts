import { calendarDaysBetween, formatLongDate } from "../../domain/format/date";
import type { Bilingual } from "../../domain/i18n/bilingual";
import type { Lang } from "../../domain/i18n/lang";
import { closedAnswerLabel, confirmationLinkExpiry, FRESHNESS_TEXT as T, leavesSearchAt } from "../../domain/listings/freshness";
import type { Operation } from "../../domain/properties/property";
import type { MailMessage } from "../adapters/mail";
import { emailButton, emailDocument, emailNote, emailParagraph, emailText, escapeHtml, salutation } from "./layout";

export type ConfirmationLinks = { available: string; closed: string; dashboard: string };

// The e-mail's words: the Spanish ones are the freshness catalogue's, beside their English.
export const CONFIRMATION_EMAIL = {
  subject: { es: T.emailSubject, en: "Is your property still available?" },
  question: {
    es: T.emailQuestion,
    en: (name: string, title: string, days: number) =>
      `${name}, it has been ${days} days since you last confirmed that “${title}” is still available. Is it still on the market?`,
  },
  deadline: {
    es: T.emailDeadline,
    en: (date: string) =>
      `If you do not answer by ${date}, it will stop showing in search until you confirm it. You do not need to sign in to answer.`,
  },
  linkNote: {
    es: T.emailLinkNote,
    en: (date: string) => `Each link works once and expires on ${date}. You can also answer from My properties:`,
  },
  confirmAction: { es: T.confirmAction, en: "Still available" },
  dashboard: { es: T.dashboard, en: "Go to My properties" },
} as const satisfies Record<string, Bilingual<unknown>>;

// A listing unconfirmed too long: one click says it is still available, the other that it
// was rented (or sold); without an answer it leaves search on the date given. In the
// advertiser's account language.
export function listingConfirmationEmail(
  to: { email: string; name: string },
  listing: { title: string; operation: Operation; confirmedAt: Date; askedAt: Date },
  links: ConfirmationLinks,
  lang: Lang,
): MailMessage {
  const E = CONFIRMATION_EMAIL;
  const name = salutation(to, lang);
  const days = Math.max(1, calendarDaysBetween(listing.confirmedAt, listing.askedAt));
  const question = E.question[lang](name, listing.title, days);
  const deadline = E.deadline[lang](formatLongDate(leavesSearchAt(listing.operation, listing.askedAt), lang));
  const note = E.linkNote[lang](formatLongDate(confirmationLinkExpiry(listing.askedAt), lang));
  const closed = closedAnswerLabel(listing.operation, lang);
  const text = emailText(
    [question, "", `${E.confirmAction[lang]}: ${links.available}`, `${closed}: ${links.closed}`, "", deadline, `${note} ${links.dashboard}`],
    lang,
  );
  const html = emailDocument(
    [
      emailParagraph(escapeHtml(question)),
      emailButton(links.available, E.confirmAction[lang], "24px 0 8px"),
      emailButton(links.closed, closed, "0 0 16px"),
      emailParagraph(escapeHtml(deadline), "padding-bottom:16px;font-size:16px;line-height:1.5"),
      emailNote(`${escapeHtml(note)} <a href="${escapeHtml(links.dashboard)}" style="color:#0f766e">${escapeHtml(E.dashboard[lang])}</a>`),
    ],
    lang,
  );
  return { to: to.email, subject: E.subject[lang], text, html, audience: "confirmed" };
}
