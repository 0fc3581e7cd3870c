import type { MailMessage } from "../adapters/mail";
import { emailDocument, emailNote, emailParagraph, emailText, escapeHtml } from "./layout";

// The reporter's acknowledgement: we have the report and will say what we decided. The
// address may not be the reporter's (anonymous reports are not confirmed), so it carries no
// text anyone wrote (not their note, not the listing's title) and nothing that leads to the
// listing: only the report's reference, which the outcome e-mail repeats.
export function reportReceivedEmail(to: string, report: { reference: string }): MailMessage {
  const lead = `Recibimos tu reporte (referencia ${report.reference}).`;
  const next = "Nuestro equipo revisará el anuncio y te escribiremos con esta misma referencia cuando decidamos qué hacer con él.";
  const text = emailText([lead, "", next]);
  const html = emailDocument([emailParagraph(escapeHtml(lead)), emailNote(escapeHtml(next))]);
  return { to, subject: "Recibimos tu reporte", text, html };
}
