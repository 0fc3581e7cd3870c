import type { MailMessage } from "../adapters/mail";
import { INVITATION_VALID_DAYS } from "../../domain/agencies/agency-team";
import type { Bilingual } from "../../domain/i18n/bilingual";
import type { Lang } from "../../domain/i18n/lang";
import { emailButton, emailDocument, emailNote, emailParagraph, emailText, escapeHtml } from "./layout";

// The invitation an agency's owner sends an agent, and the signed link (valid
// INVITATION_VALID_DAYS days) that creates the account or joins it. It goes to an address
// nobody confirmed yet, so it carries no text a person wrote: the agency's and the
// inviter's names are on the invitation's page, behind the link. The invited person has no
// account language yet: it is written in the language of the page the owner invited from.
const INVITATION = {
  subject: { es: "Te invitaron a una inmobiliaria en Hogaria", en: "You were invited to join an agency on Hogaria" },
  lead: {
    es: "Una inmobiliaria te invita a unirte a su equipo en Hogaria como agente. Abre la invitación para ver cuál y quién te invita.",
    en: "An agency invites you to join its team on Hogaria as an agent. Open the invitation to see which one and who invites you.",
  },
  passes: {
    es: "Publicarás con los pases del plan de la inmobiliaria.",
    en: "You will publish with the passes of the agency's plan.",
  },
  acceptHere: { es: (link: string) => `Acepta la invitación aquí: ${link}`, en: (link: string) => `Accept the invitation here: ${link}` },
  button: { es: "Aceptar invitación", en: "Accept invitation" },
  note: {
    es: `El enlace vence en ${INVITATION_VALID_DAYS} días y sirve una sola vez, con este correo. Si no esperabas esta invitación, ignora este mensaje.`,
    en: `The link expires in ${INVITATION_VALID_DAYS} days and works only once, with this e-mail address. If you were not expecting this invitation, ignore this message.`,
  },
} as const satisfies Record<string, Bilingual<unknown>>;

export const AGENCY_INVITATION_SUBJECT = INVITATION.subject;

export function agencyInvitationEmail(to: string, link: string, lang: Lang): MailMessage {
  const t = <T>(text: Bilingual<T>) => text[lang];
  const text = emailText([t(INVITATION.lead), "", t(INVITATION.passes), "", t(INVITATION.acceptHere)(link), "", t(INVITATION.note)], lang);
  const html = emailDocument(
    [
      emailParagraph(escapeHtml(t(INVITATION.lead))),
      emailParagraph(t(INVITATION.passes)),
      emailButton(link, t(INVITATION.button)),
      emailNote(escapeHtml(t(INVITATION.note))),
    ],
    lang,
  );
  return { to, subject: t(INVITATION.subject), text, html };
}
