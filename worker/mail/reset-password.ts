import type { MailMessage } from "../adapters/mail";
import { emailButton, emailDocument, emailNote, emailParagraph, emailText, escapeHtml, salutation } from "./layout";

// The password-reset e-mail, in Spanish, with the brand.
export function resetPasswordEmail(to: { email: string; name: string }, link: string): MailMessage {
  // It may go to an address nobody confirmed: the account's name (typed by whoever signed up) stays out.
  const name = salutation({ name: "" });
  const text = emailText([
    `${name}, recibimos una solicitud para restablecer tu contraseña de Hogaria.`,
    "",
    `Crea una nueva aquí (el enlace vence en 1 hora): ${link}`,
    "",
    "Si no fuiste tú, ignora este correo: tu contraseña no cambiará.",
  ]);
  const html = emailDocument([
    emailParagraph(`${escapeHtml(name)}, recibimos una solicitud para restablecer tu contraseña.`),
    emailButton(link, "Crear nueva contraseña"),
    emailNote("El enlace vence en 1 hora. Si no fuiste tú, ignora este correo: tu contraseña no cambiará."),
  ]);
  return { to: to.email, subject: "Restablece tu contraseña de Hogaria", text, html };
}
