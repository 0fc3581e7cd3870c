import type { MailMessage } from "../adapters/mail";
import { INVITATION_VALID_DAYS } from "../../domain/agencies/agency-team";
import { emailButton, emailDocument, emailNote, emailParagraph, emailText, escapeHtml } from "./layout";

// The invitation an agency's owner sends an agent, and the signed link (valid
// INVITATION_VALID_DAYS days) that creates the account or joins it. It goes to an address
// nobody confirmed yet, so it carries no text a person wrote: the agency's and the
// inviter's names are on the invitation's page, behind the link.
export const AGENCY_INVITATION_SUBJECT = "Te invitaron a una inmobiliaria en Hogaria";

export function agencyInvitationEmail(to: string, link: string): MailMessage {
  const lead = "Una inmobiliaria te invita a unirte a su equipo en Hogaria como agente. Abre la invitación para ver cuál y quién te invita.";
  const note = `El enlace vence en ${INVITATION_VALID_DAYS} días y sirve una sola vez, con este correo. Si no esperabas esta invitación, ignora este mensaje.`;
  const text = emailText([lead, "", "Publicarás con los pases del plan de la inmobiliaria.", "", `Acepta la invitación aquí: ${link}`, "", note]);
  const html = emailDocument([
    emailParagraph(escapeHtml(lead)),
    emailParagraph("Publicarás con los pases del plan de la inmobiliaria."),
    emailButton(link, "Aceptar invitación"),
    emailNote(escapeHtml(note)),
  ]);
  return { to, subject: AGENCY_INVITATION_SUBJECT, text, html };
}
