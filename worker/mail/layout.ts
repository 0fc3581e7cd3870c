// The one look of Hogaria's e-mails: the brand on a white card, rows of content, and a
// jade button. Every value put into the HTML goes through escapeHtml (domain/text/escape.ts):
// what a person wrote is kept as written and shown as text, never as markup.
import { escapeHtml } from "../../domain/text/escape";
import { DEFAULT_LANG, pathInLang, type Lang } from "../../domain/i18n/lang";
import type { Bilingual } from "../../domain/i18n/bilingual";

export { escapeHtml };

// How every e-mail addresses its reader: their name, or "Hola" ("Hello" in English) when it is blank.
export const salutation = (to: { name: string }, lang: Lang = DEFAULT_LANG) => to.name.trim() || GREETING[lang];
const GREETING: Bilingual = { es: "Hola", en: "Hello" };
const SIGN_OFF: Bilingual = { es: "— El equipo de Hogaria", en: "— The Hogaria team" };

// The plain-text body of an e-mail: its lines, a blank line and the team's sign-off.
export const emailText = (lines: string[], lang: Lang = DEFAULT_LANG) => [...lines, "", SIGN_OFF[lang]].join("\n");

// A link to one of the site's pages, in the reader's language (`/dashboard` ↔ `/en/dashboard`).
export const pageUrl = (origin: string, path: string, lang: Lang) => `${origin}${pathInLang(path, lang)}`;

// A paragraph row (its HTML already escaped by the caller).
export const emailParagraph = (html: string, style = "padding-top:16px;font-size:16px;line-height:1.5") =>
  `<tr><td style="${style}">${html}</td></tr>`;

export const emailButton = (href: string, label: string, padding = "24px 0") =>
  `<tr><td style="padding:${padding}"><a href="${escapeHtml(href)}" style="display:inline-block;background:#0f766e;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">${escapeHtml(label)}</a></td></tr>`;

// A smaller grey note at the end.
export const emailNote = (html: string) => `<tr><td style="font-size:14px;line-height:1.5;color:#475569">${html}</td></tr>`;

export function emailDocument(rows: string[], lang: Lang = DEFAULT_LANG): string {
  return `<!doctype html><html lang="${lang}"><body style="margin:0;background:#f8fafc;font-family:Inter,Arial,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:520px;background:#ffffff;border-radius:12px;padding:32px" cellpadding="0" cellspacing="0">
<tr><td style="font-size:22px;font-weight:700;color:#0f766e">Hogaria</td></tr>
${rows.filter(Boolean).join("\n")}
</table></td></tr></table></body></html>`;
}
