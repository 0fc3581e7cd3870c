import { formatLongDate } from "../../domain/format/date";
import type { MailMessage } from "../adapters/mail";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// Three days before a publication ends: renew it from the dashboard or it expires.
export function listingExpiryEmail(to: { email: string; name: string }, listing: { title: string; expiresAt: Date }, dashboardUrl: string): MailMessage {
  const name = to.name.trim() || "Hola";
  const date = formatLongDate(listing.expiresAt);
  const text = [
    `${name}, la publicación de "${listing.title}" vence el ${date}.`,
    "",
    `Renuévala desde tu panel para que siga apareciendo en las búsquedas: ${dashboardUrl}`,
    "",
    "Si ya se vendió o se rentó, márcala así y dejará de recibir mensajes.",
    "",
    "— El equipo de Hogaria",
  ].join("\n");
  const html = `<!doctype html><html lang="es"><body style="margin:0;background:#f8fafc;font-family:Inter,Arial,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:520px;background:#ffffff;border-radius:12px;padding:32px" cellpadding="0" cellspacing="0">
<tr><td style="font-size:22px;font-weight:700;color:#0f766e">Hogaria</td></tr>
<tr><td style="padding-top:16px;font-size:16px;line-height:1.5">${escapeHtml(name)}, la publicación de <strong>${escapeHtml(listing.title)}</strong> vence el ${escapeHtml(date)}.</td></tr>
<tr><td style="padding:24px 0"><a href="${escapeHtml(dashboardUrl)}" style="display:inline-block;background:#0f766e;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">Renovar publicación</a></td></tr>
<tr><td style="font-size:14px;line-height:1.5;color:#475569">Si ya se vendió o se rentó, márcala así desde tu panel y dejará de recibir mensajes.</td></tr>
</table></td></tr></table></body></html>`;
  return { to: to.email, subject: `Tu publicación vence el ${date}`, text, html };
}
