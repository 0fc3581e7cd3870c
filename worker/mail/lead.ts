import type { LeadKind } from "../../domain/leads/lead-schema";
import type { Bilingual } from "../../domain/i18n/bilingual";
import type { Lang } from "../../domain/i18n/lang";
import type { MailMessage } from "../adapters/mail";
import { emailButton, emailDocument, emailNote, emailParagraph, emailText, escapeHtml, pageUrl, salutation } from "./layout";
import { pageHref, pagePath } from "../../domain/pages/page-routes";

// The lead e-mail's words, in the advertiser's account language.
const LEAD = {
  subjectMessage: { es: "Nuevo mensaje sobre tu propiedad en Hogaria", en: "New message about your property on Hogaria" },
  subjectCall: { es: "Te pidieron una llamada sobre tu propiedad", en: "Someone asked for a call about your property" },
  wrote: {
    es: (buyer: string, title: string, shared: boolean) =>
      `${buyer} te escribió sobre tu propiedad “${title}”${shared ? " desde un enlace compartido" : ""}.`,
    en: (buyer: string, title: string, shared: boolean) =>
      `${buyer} wrote to you about your property “${title}”${shared ? " from a shared link" : ""}.`,
  },
  askedCall: {
    es: (buyer: string, title: string) => `${buyer} pidió que le llamen sobre tu propiedad “${title}”.`,
    en: (buyer: string, title: string) => `${buyer} asked to be called about your property “${title}”.`,
  },
  name: { es: "Nombre", en: "Name" },
  phone: { es: "Teléfono", en: "Phone" },
  email: { es: "Correo", en: "E-mail" },
  message: { es: "Mensaje", en: "Message" },
  seeListing: { es: "Ver la propiedad", en: "See the property" },
  answerFromInbox: { es: "Responder desde tus mensajes", en: "Reply from your messages" },
  inboxButton: { es: "Ver mis mensajes", en: "See my messages" },
  listingLink: { es: "Ver la propiedad en Hogaria", en: "See the property on Hogaria" },
} as const satisfies Record<string, Bilingual<unknown>>;

export const LEAD_SUBJECTS = { message: LEAD.subjectMessage, call: LEAD.subjectCall } as const;

export type LeadEmailInput = {
  to: { email: string; name: string };
  /** The recipient account's language (users.lang). */
  lang: Lang;
  kind: LeadKind;
  property: { id: string; title: string };
  buyer: { nombre: string; telefono: string; email: string | null; mensaje: string | null };
  /** Written from an agent's shared sheet (/s/{token}) rather than the listing's page. */
  shared: boolean;
  origin: string;
};

// "55 1234 5678"
const phoneLabel = (digits: string) => (/^\d{10}$/.test(digits) ? `${digits.slice(0, 2)} ${digits.slice(2, 6)} ${digits.slice(6)}` : digits);

// The advertiser hears about a buyer's message or call request, in their account's language,
// with the brand, the buyer's details and links to the listing and to "Mensajes" in the dashboard.
export function leadEmail({ to, lang, kind, property, buyer, shared, origin }: LeadEmailInput): MailMessage {
  const listingUrl = pageUrl(origin, pageHref.property(property.id), lang);
  const inboxUrl = pageUrl(origin, `${pagePath.dashboard}?tab=mensajes`, lang);
  const name = salutation(to, lang);
  // The subject carries no text a person wrote (the listing's title is in the body).
  const subject = (kind === "mensaje" ? LEAD.subjectMessage : LEAD.subjectCall)[lang];
  const intro = kind === "mensaje" ? LEAD.wrote[lang](buyer.nombre, property.title, shared) : LEAD.askedCall[lang](buyer.nombre, property.title);
  const phone = `+52 ${phoneLabel(buyer.telefono)}`;

  const text = emailText(
    [
      `${name}, ${intro}`,
      "",
      `${LEAD.name[lang]}: ${buyer.nombre}`,
      `${LEAD.phone[lang]}: ${phone}`,
      ...(buyer.email ? [`${LEAD.email[lang]}: ${buyer.email}`] : []),
      ...(buyer.mensaje ? ["", `${LEAD.message[lang]}:`, buyer.mensaje] : []),
      "",
      `${LEAD.seeListing[lang]}: ${listingUrl}`,
      `${LEAD.answerFromInbox[lang]}: ${inboxUrl}`,
    ],
    lang,
  );

  const row = (label: string, value: string) =>
    `<tr><td style="padding:4px 12px 4px 0;color:#475569;white-space:nowrap;vertical-align:top">${label}</td><td style="padding:4px 0;color:#0f172a">${value}</td></tr>`;
  const details = [
    row(LEAD.name[lang], escapeHtml(buyer.nombre)),
    row(LEAD.phone[lang], `<a href="tel:+52${escapeHtml(buyer.telefono)}" style="color:#0f766e">${escapeHtml(phone)}</a>`),
    buyer.email ? row(LEAD.email[lang], `<a href="mailto:${escapeHtml(buyer.email)}" style="color:#0f766e">${escapeHtml(buyer.email)}</a>`) : "",
  ].join("");
  const message = buyer.mensaje
    ? `<tr><td style="padding-top:16px"><div style="background:#f1f5f9;border-radius:8px;padding:16px;font-size:15px;line-height:1.5;white-space:pre-line">${escapeHtml(buyer.mensaje)}</div></td></tr>`
    : "";

  const html = emailDocument(
    [
      emailParagraph(`${escapeHtml(name)}, ${escapeHtml(intro)}`),
      emailParagraph(
        `<table role="presentation" cellpadding="0" cellspacing="0" style="font-size:15px;line-height:1.5">${details}</table>`,
        "padding-top:16px",
      ),
      message,
      emailButton(inboxUrl, LEAD.inboxButton[lang], "24px 0 8px"),
      emailNote(`<a href="${escapeHtml(listingUrl)}" style="color:#0f766e">${LEAD.listingLink[lang]}</a>`),
    ],
    lang,
  );

  return { to: to.email, subject, text, html, audience: "confirmed" };
}
