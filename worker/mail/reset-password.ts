import type { MailMessage } from "../adapters/mail";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// The password-reset e-mail, in Spanish, with the brand.
export function resetPasswordEmail(to: { email: string; name: string }, link: string): MailMessage {
  const name = to.name.trim() || "Hola";
  const text = [
    `${name}, recibimos una solicitud para restablecer tu contraseña de Hogaria.`,
    "",
    `Crea una nueva aquí (el enlace vence en 1 hora): ${link}`,
    "",
    "Si no fuiste tú, ignora este correo: tu contraseña no cambiará.",
    "",
    "— El equipo de Hogaria",
  ].join("\n");
  const html = `<!doctype html><html lang="es"><body style="margin:0;background:#f8fafc;font-family:Inter,Arial,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:520px;background:#ffffff;border-radius:12px;padding:32px" cellpadding="0" cellspacing="0">
<tr><td style="font-size:22px;font-weight:700;color:#0f766e">Hogaria</td></tr>
<tr><td style="padding-top:16px;font-size:16px;line-height:1.5">${escapeHtml(name)}, recibimos una solicitud para restablecer tu contraseña.</td></tr>
<tr><td style="padding:24px 0"><a href="${escapeHtml(link)}" style="display:inline-block;background:#0f766e;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">Crear nueva contraseña</a></td></tr>
<tr><td style="font-size:14px;line-height:1.5;color:#475569">El enlace vence en 1 hora. Si no fuiste tú, ignora este correo: tu contraseña no cambiará.</td></tr>
</table></td></tr></table></body></html>`;
  return { to: to.email, subject: "Restablece tu contraseña de Hogaria", text, html };
}
