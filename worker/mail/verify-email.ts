import type { MailMessage } from "../adapters/mail";
import { emailButton, emailDocument, emailNote, emailParagraph, emailText, escapeHtml, salutation } from "./layout";

// Sent at sign-up (and on "Reenviar correo"): the link confirms the address.
export function verifyEmailMessage(to: { email: string; name: string }, link: string): MailMessage {
  // It may go to an address nobody confirmed: the account's name (typed by whoever signed up) stays out.
  const name = salutation({ name: "" });
  const text = emailText([
    `${name}, te damos la bienvenida a Hogaria.`,
    "",
    `Confirma tu correo aquí: ${link}`,
    "",
    "Si no creaste una cuenta, ignora este correo.",
  ]);
  const html = emailDocument([
    emailParagraph(`${escapeHtml(name)}, te damos la bienvenida a Hogaria.`),
    emailParagraph("Confirma tu correo para publicar propiedades y recibir avisos de tu cuenta."),
    emailButton(link, "Confirmar mi correo"),
    emailNote("Si no creaste una cuenta, ignora este correo."),
  ]);
  return { to: to.email, subject: "Confirma tu correo de Hogaria", text, html };
}

// Someone tried to create an account with an address that already has one: the owner
// hears about it (the sign-up page itself answers the same either way).
export function signUpAttemptMessage(to: { email: string; name: string }, loginLink: string, resetLink: string): MailMessage {
  // It may go to an address nobody confirmed: the account's name (typed by whoever signed up) stays out.
  const name = salutation({ name: "" });
  const text = emailText([
    `${name}, alguien intentó crear una cuenta de Hogaria con este correo, que ya tiene una.`,
    "",
    `Si fuiste tú, inicia sesión: ${loginLink}`,
    `¿Olvidaste tu contraseña? Restablécela aquí: ${resetLink}`,
    "",
    "Si no fuiste tú, ignora este correo: tu cuenta no cambió.",
  ]);
  const html = emailDocument([
    emailParagraph(`${escapeHtml(name)}, alguien intentó crear una cuenta de Hogaria con este correo, que ya tiene una.`),
    emailButton(loginLink, "Iniciar sesión"),
    emailParagraph(`¿Olvidaste tu contraseña? <a href="${escapeHtml(resetLink)}">Restablécela aquí</a>.`),
    emailNote("Si no fuiste tú, ignora este correo: tu cuenta no cambió."),
  ]);
  return { to: to.email, subject: "Intento de registro en Hogaria", text, html };
}
