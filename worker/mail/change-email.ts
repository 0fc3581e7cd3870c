import type { MailMessage } from "../adapters/mail";
import { emailButton, emailDocument, emailNote, emailParagraph, emailText, escapeHtml, salutation } from "./layout";

// "Mi perfil" asked to change the account's e-mail to this address: the link confirms it is
// the owner's, and only then does the account's address change.
export function changeEmailMessage(to: { email: string; name: string }, link: string): MailMessage {
  // The new address is not confirmed yet (it may not be the owner's): the account's name stays out.
  const name = salutation({ name: "" });
  const text = emailText([
    `${name}, pediste usar este correo en tu cuenta de Hogaria.`,
    "",
    `Confírmalo aquí: ${link}`,
    "",
    "Si no fuiste tú, ignora este correo: tu cuenta no cambia.",
  ]);
  const html = emailDocument([
    emailParagraph(`${escapeHtml(name)}, pediste usar este correo en tu cuenta de Hogaria.`),
    emailButton(link, "Confirmar mi nuevo correo"),
    emailNote("Si no fuiste tú, ignora este correo: tu cuenta no cambia."),
  ]);
  return { to: to.email, subject: "Confirma tu nuevo correo de Hogaria", text, html };
}
