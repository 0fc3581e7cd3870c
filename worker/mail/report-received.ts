import type { Bilingual } from "../../domain/i18n/bilingual";
import type { Lang } from "../../domain/i18n/lang";
import type { MailMessage } from "../adapters/mail";
import { emailDocument, emailNote, emailParagraph, emailText, escapeHtml } from "./layout";

const RECEIVED = {
  lead: {
    es: (reference: string) => `Recibimos tu reporte (referencia ${reference}).`,
    en: (reference: string) => `We received your report (reference ${reference}).`,
  },
  next: {
    es: "Nuestro equipo revisará el anuncio y te escribiremos con esta misma referencia cuando decidamos qué hacer con él.",
    en: "Our team will review the listing, and we will write to you with this same reference when we decide what to do with it.",
  },
  subject: { es: "Recibimos tu reporte", en: "We received your report" },
} as const satisfies Record<string, Bilingual<unknown>>;

// The reporter's acknowledgement: we have the report and will say what we decided. The
// address may not be the reporter's (anonymous reports are not confirmed), so it carries no
// text anyone wrote (not their note, not the listing's title) and nothing that leads to the
// listing: only the report's reference, which the outcome e-mail repeats. In the reporter's
// account language, or for an anonymous reporter the language of the page they reported from.
export function reportReceivedEmail(to: string, report: { reference: string }, lang: Lang): MailMessage {
  const lead = RECEIVED.lead[lang](report.reference);
  const text = emailText([lead, "", RECEIVED.next[lang]], lang);
  const html = emailDocument([emailParagraph(escapeHtml(lead)), emailNote(escapeHtml(RECEIVED.next[lang]))], lang);
  return { to, subject: RECEIVED.subject[lang], text, html };
}
