import type { LeadKind } from "../../domain/leads/lead-schema";
import type { MailMessage } from "../adapters/mail";
import { emailButton, emailDocument, emailNote, emailParagraph, emailText, escapeHtml, salutation } from "./layout";
import { pageHref } from "../../domain/pages/page-routes";

export const LEAD_SUBJECTS = { message: "Nuevo mensaje sobre tu propiedad en Hogaria", call: "Te pidieron una llamada sobre tu propiedad" } as const;

export type LeadEmailInput = {
  to: { email: string; name: string };
  kind: LeadKind;
  property: { id: string; title: string };
  buyer: { nombre: string; telefono: string; email: string | null; mensaje: string | null };
  /** Written from an agent's shared sheet (/s/{token}) rather than the listing's page. */
  shared: boolean;
  origin: string;
};

// "55 1234 5678"
const phoneLabel = (digits: string) => (/^\d{10}$/.test(digits) ? `${digits.slice(0, 2)} ${digits.slice(2, 6)} ${digits.slice(6)}` : digits);

// The advertiser hears about a buyer's message or call request, in Spanish, with the brand,
// the buyer's details and links to the listing and to "Mensajes" in the dashboard.
export function leadEmail({ to, kind, property, buyer, shared, origin }: LeadEmailInput): MailMessage {
  const listingUrl = `${origin}${pageHref.property(property.id)}`;
  const inboxUrl = `${origin}/dashboard?tab=mensajes`;
  const name = salutation(to);
  // The subject carries no text a person wrote (the listing's title is in the body).
  const subject = kind === "mensaje" ? LEAD_SUBJECTS.message : LEAD_SUBJECTS.call;
  const intro =
    kind === "mensaje"
      ? `${buyer.nombre} te escribió sobre tu propiedad “${property.title}”${shared ? " desde un enlace compartido" : ""}.`
      : `${buyer.nombre} pidió que le llamen sobre tu propiedad “${property.title}”.`;
  const phone = `+52 ${phoneLabel(buyer.telefono)}`;

  const text = emailText([
    `${name}, ${intro}`,
    "",
    `Nombre: ${buyer.nombre}`,
    `Teléfono: ${phone}`,
    ...(buyer.email ? [`Correo: ${buyer.email}`] : []),
    ...(buyer.mensaje ? ["", "Mensaje:", buyer.mensaje] : []),
    "",
    `Ver la propiedad: ${listingUrl}`,
    `Responder desde tus mensajes: ${inboxUrl}`,
  ]);

  const row = (label: string, value: string) =>
    `<tr><td style="padding:4px 12px 4px 0;color:#475569;white-space:nowrap;vertical-align:top">${label}</td><td style="padding:4px 0;color:#0f172a">${value}</td></tr>`;
  const details = [
    row("Nombre", escapeHtml(buyer.nombre)),
    row("Teléfono", `<a href="tel:+52${escapeHtml(buyer.telefono)}" style="color:#0f766e">${escapeHtml(phone)}</a>`),
    buyer.email ? row("Correo", `<a href="mailto:${escapeHtml(buyer.email)}" style="color:#0f766e">${escapeHtml(buyer.email)}</a>`) : "",
  ].join("");
  const message = buyer.mensaje
    ? `<tr><td style="padding-top:16px"><div style="background:#f1f5f9;border-radius:8px;padding:16px;font-size:15px;line-height:1.5;white-space:pre-line">${escapeHtml(buyer.mensaje)}</div></td></tr>`
    : "";

  const html = emailDocument([
    emailParagraph(`${escapeHtml(name)}, ${escapeHtml(intro)}`),
    emailParagraph(
      `<table role="presentation" cellpadding="0" cellspacing="0" style="font-size:15px;line-height:1.5">${details}</table>`,
      "padding-top:16px",
    ),
    message,
    emailButton(inboxUrl, "Ver mis mensajes", "24px 0 8px"),
    emailNote(`<a href="${escapeHtml(listingUrl)}" style="color:#0f766e">Ver la propiedad en Hogaria</a>`),
  ]);

  return { to: to.email, subject, text, html, audience: "confirmed" };
}
