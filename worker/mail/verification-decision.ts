import type { MailMessage } from "../adapters/mail";
import type { Bilingual } from "../../domain/i18n/bilingual";
import type { Lang } from "../../domain/i18n/lang";
import { emailDocument, emailNote, emailParagraph, emailText, escapeHtml, salutation } from "./layout";

type VerificationKind = "inmobiliaria" | "agente";

// The decision on a verification request, in the requester's account language.
const DECISION = {
  what: {
    es: { inmobiliaria: "tu inmobiliaria", agente: "tu cédula o membresía AMPI" },
    en: { inmobiliaria: "your agency", agente: "your professional licence (cédula) or AMPI membership" },
  },
  rejected: {
    es: (name: string, what: string) => `${name}, revisamos la solicitud de verificación de ${what} y no pudimos aprobarla.`,
    en: (name: string, what: string) => `${name}, we reviewed the verification request for ${what} and could not approve it.`,
  },
  reason: { es: "Motivo", en: "Reason" },
  again: {
    es: "Puedes corregir los datos y enviar una nueva solicitud desde tu panel.",
    en: "You can correct the details and send a new request from your dashboard.",
  },
  rejectedSubject: { es: "Tu solicitud de verificación no fue aprobada", en: "Your verification request was not approved" },
  approved: {
    es: (name: string, what: string) => `${name}, aprobamos la verificación de ${what}.`,
    en: (name: string, what: string) => `${name}, we approved the verification of ${what}.`,
  },
  badge: {
    es: "Desde ahora tus anuncios y tu página muestran la insignia de verificación.",
    en: "From now on your listings and your page show the verification badge.",
  },
  approvedSubject: { es: "Tu verificación en Hogaria fue aprobada", en: "Your verification on Hogaria was approved" },
} as const satisfies Record<string, Bilingual<unknown>>;

// An operator rejected a verification request: the operator's reason, and how to try again.
// The reason is the operator's words, so it stays in the body (never the subject).
export function verificationRejectedEmail(to: { email: string; name: string }, kind: VerificationKind, reason: string, lang: Lang): MailMessage {
  const lead = DECISION.rejected[lang](salutation(to, lang), DECISION.what[lang][kind]);
  const again = DECISION.again[lang];
  const text = emailText([lead, "", `${DECISION.reason[lang]}: ${reason}`, "", again], lang);
  const html = emailDocument(
    [
      emailParagraph(escapeHtml(lead)),
      emailParagraph(`<strong>${DECISION.reason[lang]}:</strong> ${escapeHtml(reason)}`),
      emailNote(escapeHtml(again)),
    ],
    lang,
  );
  return { to: to.email, subject: DECISION.rejectedSubject[lang], text, html };
}

// An operator approved it: the badge now shows on the advertiser's page and listings.
export function verificationApprovedEmail(to: { email: string; name: string }, kind: VerificationKind, lang: Lang): MailMessage {
  const lead = DECISION.approved[lang](salutation(to, lang), DECISION.what[lang][kind]);
  const badge = DECISION.badge[lang];
  const text = emailText([lead, "", badge], lang);
  const html = emailDocument([emailParagraph(escapeHtml(lead)), emailParagraph(escapeHtml(badge))], lang);
  return { to: to.email, subject: DECISION.approvedSubject[lang], text, html };
}
