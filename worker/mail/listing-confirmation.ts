import { calendarDaysBetween, formatLongDate } from "../../domain/format/date";
import { closedAnswerLabel, confirmationLinkExpiry, FRESHNESS_TEXT as T, leavesSearchAt } from "../../domain/listings/freshness";
import type { Operation } from "../../domain/properties/property";
import type { MailMessage } from "../adapters/mail";
import { emailButton, emailDocument, emailNote, emailParagraph, emailText, escapeHtml, salutation } from "./layout";

export type ConfirmationLinks = { available: string; closed: string; dashboard: string };

// A listing unconfirmed too long: one click says it is still available, the other that it
// was rented (or sold); without an answer it leaves search on the date given.
export function listingConfirmationEmail(
  to: { email: string; name: string },
  listing: { title: string; operation: Operation; confirmedAt: Date; askedAt: Date },
  links: ConfirmationLinks,
): MailMessage {
  const name = salutation(to);
  const days = Math.max(1, calendarDaysBetween(listing.confirmedAt, listing.askedAt));
  const question = T.emailQuestion(name, listing.title, days);
  const deadline = T.emailDeadline(formatLongDate(leavesSearchAt(listing.operation, listing.askedAt)));
  const note = T.emailLinkNote(formatLongDate(confirmationLinkExpiry(listing.askedAt)));
  const closed = closedAnswerLabel(listing.operation);
  const text = emailText([
    question,
    "",
    `${T.confirmAction}: ${links.available}`,
    `${closed}: ${links.closed}`,
    "",
    deadline,
    `${note} ${links.dashboard}`,
  ]);
  const html = emailDocument([
    emailParagraph(escapeHtml(question)),
    emailButton(links.available, T.confirmAction, "24px 0 8px"),
    emailButton(links.closed, closed, "0 0 16px"),
    emailParagraph(escapeHtml(deadline), "padding-bottom:16px;font-size:16px;line-height:1.5"),
    emailNote(`${escapeHtml(note)} <a href="${escapeHtml(links.dashboard)}" style="color:#0f766e">${escapeHtml(T.dashboard)}</a>`),
  ]);
  return { to: to.email, subject: T.emailSubject, text, html, audience: "confirmed" };
}
