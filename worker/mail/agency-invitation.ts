import type { MailMessage } from "../adapters/mail";
import { INVITATION_VALID_DAYS } from "../../domain/agencies/agency-team";
import { emailButton, emailDocument, emailNote, emailParagraph, emailText, escapeHtml } from "./layout";

// The invitation an agency's owner sends an agent: who invites, to which agency, and the
// signed link (valid INVITATION_VALID_DAYS days) that creates the account or joins it.
export function agencyInvitationEmail(to: string, invite: { agency: string; inviter: string }, link: string): MailMessage {
  const lead = `${invite.inviter} te invita a unirte a ${invite.agency} en Hogaria como agente.`;
  const note = `El enlace vence en ${INVITATION_VALID_DAYS} días y sirve una sola vez, con este correo. Si no esperabas esta invitación, ignora este mensaje.`;
  const text = emailText([lead, "", "Publicarás con los pases del plan de la inmobiliaria.", "", `Acepta la invitación aquí: ${link}`, "", note]);
  const html = emailDocument([
    emailParagraph(escapeHtml(lead)),
    emailParagraph("Publicarás con los pases del plan de la inmobiliaria."),
    emailButton(link, "Aceptar invitación"),
    emailNote(escapeHtml(note)),
  ]);
  return { to, subject: `Invitación a ${invite.agency} en Hogaria`, text, html };
}
