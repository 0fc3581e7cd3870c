import { formatAmountMXN, RECEIPT_TEXT_LANGS, splitIva } from "../../domain/billing/invoices";
import type { Lang } from "../../domain/i18n/lang";
import type { MailMessage } from "../adapters/mail";
import { emailButton, emailDocument, emailNote, emailParagraph, emailText, escapeHtml, salutation } from "./layout";

export type Receipt = {
  concept: string;
  amountMxn: number;
  period: { from: Date; to: Date } | null;
  method: string;
  receiverRfc: string;
};

// The receipt of one payment: what was paid for, the period it covers, the amount with its
// IVA broken out, how it was paid, and where its CFDI is. In the payer's account language.
export function paymentReceiptEmail(to: { email: string; name: string }, receipt: Receipt, invoicesUrl: string, lang: Lang): MailMessage {
  const T = RECEIPT_TEXT_LANGS[lang];
  const amounts = splitIva(receipt.amountMxn);
  const rows: [string, string][] = [
    [T.concept, receipt.concept],
    ...(receipt.period ? [[T.period, T.periodRange(receipt.period.from, receipt.period.to)] as [string, string]] : []),
    [T.subtotal, formatAmountMXN(amounts.subtotal, lang)],
    [T.iva, formatAmountMXN(amounts.iva, lang)],
    [T.total, formatAmountMXN(amounts.total, lang)],
    [T.method, receipt.method],
  ];
  const intro = T.intro(salutation(to, lang));
  const note = T.invoiceNote(receipt.receiverRfc);
  const text = emailText([intro, "", ...rows.map(([k, v]) => `${k}: ${v}`), "", note, `${T.button}: ${invoicesUrl}`], lang);
  const table = `<tr><td style="padding-top:16px"><table role="presentation" width="100%" cellpadding="6" cellspacing="0" style="font-size:15px;border-collapse:collapse">${rows
    .map(
      ([k, v]) =>
        `<tr><td style="color:#475569;border-bottom:1px solid #e2e8f0">${escapeHtml(k)}</td><td align="right" style="border-bottom:1px solid #e2e8f0;font-weight:600">${escapeHtml(v)}</td></tr>`,
    )
    .join("")}</table></td></tr>`;
  const html = emailDocument([emailParagraph(escapeHtml(intro)), table, emailButton(invoicesUrl, T.button), emailNote(escapeHtml(note))], lang);
  return { to: to.email, subject: T.subject(receipt.concept), text, html };
}
