import type { MailMessage } from "../adapters/mail";
import { emailDocument, emailNote, emailParagraph, emailText, escapeHtml, salutation } from "./layout";

const WHAT = { inmobiliaria: "tu inmobiliaria", agente: "tu cédula o membresía AMPI" } as const;

// An operator rejected a verification request: the operator's reason, and how to try again.
// The reason is the operator's words, so it stays in the body (never the subject).
export function verificationRejectedEmail(to: { email: string; name: string }, kind: keyof typeof WHAT, reason: string): MailMessage {
  const lead = `${salutation(to)}, revisamos la solicitud de verificación de ${WHAT[kind]} y no pudimos aprobarla.`;
  const again = "Puedes corregir los datos y enviar una nueva solicitud desde tu panel.";
  const text = emailText([lead, "", `Motivo: ${reason}`, "", again]);
  const html = emailDocument([
    emailParagraph(escapeHtml(lead)),
    emailParagraph(`<strong>Motivo:</strong> ${escapeHtml(reason)}`),
    emailNote(escapeHtml(again)),
  ]);
  return { to: to.email, subject: "Tu solicitud de verificación no fue aprobada", text, html };
}

// An operator approved it: the badge now shows on the advertiser's page and listings.
export function verificationApprovedEmail(to: { email: string; name: string }, kind: keyof typeof WHAT): MailMessage {
  const lead = `${salutation(to)}, aprobamos la verificación de ${WHAT[kind]}.`;
  const badge = "Desde ahora tus anuncios y tu página muestran la insignia de verificación.";
  const text = emailText([lead, "", badge]);
  const html = emailDocument([emailParagraph(escapeHtml(lead)), emailParagraph(escapeHtml(badge))]);
  return { to: to.email, subject: "Tu verificación en Hogaria fue aprobada", text, html };
}
