import type { MailMessage } from "../adapters/mail";
import { DEFAULT_LANG, type Lang } from "../../domain/i18n/lang";
import type { Bilingual } from "../../domain/i18n/bilingual";
import { emailButton, emailDocument, emailNote, emailParagraph, emailText, escapeHtml, salutation } from "./layout";

// Sent at sign-up (and on "Reenviar correo"): the link confirms the address. In the
// account's language (the sign-up page's).
const VERIFY = {
  welcome: { es: (name: string) => `${name}, te damos la bienvenida a Hogaria.`, en: (name: string) => `${name}, welcome to Hogaria.` },
  confirmHere: { es: (link: string) => `Confirma tu correo aquí: ${link}`, en: (link: string) => `Confirm your e-mail here: ${link}` },
  why: {
    es: "Confirma tu correo para publicar propiedades y recibir avisos de tu cuenta.",
    en: "Confirm your e-mail to publish properties and receive your account's notices.",
  },
  button: { es: "Confirmar mi correo", en: "Confirm my e-mail" },
  notYou: { es: "Si no creaste una cuenta, ignora este correo.", en: "If you did not create an account, ignore this e-mail." },
  subject: { es: "Confirma tu correo de Hogaria", en: "Confirm your Hogaria e-mail" },
} as const satisfies Record<string, Bilingual<unknown>>;

export function verifyEmailMessage(to: { email: string; name: string }, link: string, lang: Lang = DEFAULT_LANG): MailMessage {
  // It may go to an address nobody confirmed: the account's name (typed by whoever signed up) stays out.
  const name = salutation({ name: "" }, lang);
  const text = emailText([VERIFY.welcome[lang](name), "", VERIFY.confirmHere[lang](link), "", VERIFY.notYou[lang]], lang);
  const html = emailDocument(
    [
      emailParagraph(escapeHtml(VERIFY.welcome[lang](name))),
      emailParagraph(VERIFY.why[lang]),
      emailButton(link, VERIFY.button[lang]),
      emailNote(VERIFY.notYou[lang]),
    ],
    lang,
  );
  return { to: to.email, subject: VERIFY.subject[lang], text, html };
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
