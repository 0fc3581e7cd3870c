import type { MailMessage } from "../adapters/mail";
import type { HoldOutcome } from "../../domain/trust/listing-holds";
import { emailButton, emailDocument, emailNote, emailParagraph, emailText, escapeHtml, salutation } from "./layout";

// The outcome of an operator's review, to each person who reported the listing. A reporter's
// address may be unconfirmed, so the message carries no text anyone wrote (not the listing's
// title, not the operator's note) and nothing that leads to the listing: the report's
// reference (the one its acknowledgement gave) and what happened.
export function reportOutcomeEmail(to: string, report: { reference: string }, outcome: HoldOutcome): MailMessage {
  const lead = `Revisamos el anuncio que reportaste (referencia ${report.reference}).`;
  const result =
    outcome === "oculta"
      ? "Lo ocultamos: ya no aparece en Hogaria. Gracias por avisarnos."
      : "Después de revisarlo, el anuncio sigue publicado. Si vuelves a notar algo extraño, repórtalo otra vez.";
  const text = emailText([lead, "", result]);
  const html = emailDocument([emailParagraph(escapeHtml(lead)), emailParagraph(escapeHtml(result))]);
  return { to, subject: "Revisamos el anuncio que reportaste", text, html };
}

// The same decision, to the advertiser: what happened to their listing and why.
export function listingDecisionEmail(
  to: { email: string; name: string },
  listing: { title: string; reference: string },
  outcome: HoldOutcome,
  reason: string,
  dashboardUrl: string,
): MailMessage {
  const name = salutation(to);
  const lead =
    outcome === "oculta"
      ? `${name}, el equipo de Hogaria ocultó tu anuncio "${listing.title}" (referencia ${listing.reference}).`
      : `${name}, revisamos tu anuncio "${listing.title}" (referencia ${listing.reference}) y volvió a su estado anterior.`;
  const text = emailText([lead, "", `Motivo: ${reason}`, "", `Consulta tus anuncios en tu panel: ${dashboardUrl}`]);
  const html = emailDocument([
    emailParagraph(escapeHtml(lead)),
    emailParagraph(`<strong>Motivo:</strong> ${escapeHtml(reason)}`),
    emailButton(dashboardUrl, "Ir a mi panel"),
  ]);
  const subject = outcome === "oculta" ? "Ocultamos uno de tus anuncios" : "Tu anuncio volvió a su estado anterior";
  return { to: to.email, subject, text, html };
}

// An operator suspended the account: why, and that its listings left search.
export function accountSuspendedEmail(to: { email: string; name: string }, reason: string): MailMessage {
  const lead = `${salutation(to)}, el equipo de Hogaria suspendió tu cuenta.`;
  const effect = "Tus anuncios salieron de la búsqueda y no podrás iniciar sesión mientras dure la suspensión.";
  const text = emailText([lead, "", `Motivo: ${reason}`, "", effect]);
  const html = emailDocument([
    emailParagraph(escapeHtml(lead)),
    emailParagraph(`<strong>Motivo:</strong> ${escapeHtml(reason)}`),
    emailNote(escapeHtml(effect)),
  ]);
  return { to: to.email, subject: "Tu cuenta de Hogaria fue suspendida", text, html };
}
