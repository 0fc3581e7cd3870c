// Pure wording and links for the advertiser's "Mensajes" (unit-tested in plain Node).
import { MX_COUNTRY_CODE } from "@domain/call-requests/phone";
import type { Lead } from "@domain/leads/lead-schema";

const digits = (phone: string) => phone.replace(/\D/g, "");

/** "tel:+525512345678" */
export function leadTelHref(telefono: string): string {
  return `tel:${MX_COUNTRY_CODE}${digits(telefono)}`;
}

/** "55 1234 5678" */
export function leadPhoneLabel(telefono: string): string {
  const d = digits(telefono);
  return d.length === 10 ? `${d.slice(0, 2)} ${d.slice(2, 6)} ${d.slice(6)}` : telefono;
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? "";

/** What the advertiser's WhatsApp reply starts with: a greeting that names the listing. */
export function leadWhatsappMessage(lead: Pick<Lead, "kind" | "nombre" | "property">, agentName?: string): string {
  const hello = `Hola ${firstName(lead.nombre)}`.trim();
  const me = agentName?.trim() ? `, soy ${firstName(agentName)}` : "";
  const about = ` sobre “${lead.property.title}”`;
  const what = lead.kind === "llamada" ? `tu solicitud de llamada${about}` : `tu mensaje${about}`;
  return `${hello}${me}. Te escribo por ${what} en Hogaria.`;
}

/** https://wa.me/52{telefono}?text=… */
export function leadWhatsappHref(lead: Pick<Lead, "kind" | "nombre" | "telefono" | "property">, agentName?: string): string {
  return `https://wa.me/52${digits(lead.telefono)}?text=${encodeURIComponent(leadWhatsappMessage(lead, agentName))}`;
}

/** mailto:{email}?subject=Re: {title} — null when the lead left no e-mail (a call request). */
export function leadMailtoHref(lead: Pick<Lead, "email" | "property">): string | null {
  if (!lead.email) return null;
  const subject = `Re: ${lead.property.title}`;
  return `mailto:${lead.email}?subject=${encodeURIComponent(subject)}`;
}
