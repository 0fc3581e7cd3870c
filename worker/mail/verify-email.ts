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
// hears about it, in their account's language (the sign-up page itself answers the same either way).
const ATTEMPT = {
  tried: {
    es: (name: string) => `${name}, alguien intentó crear una cuenta de Hogaria con este correo, que ya tiene una.`,
    en: (name: string) => `${name}, someone tried to create a Hogaria account with this e-mail address, which already has one.`,
  },
  signInHere: { es: (link: string) => `Si fuiste tú, inicia sesión: ${link}`, en: (link: string) => `If it was you, sign in: ${link}` },
  resetHere: {
    es: (link: string) => `¿Olvidaste tu contraseña? Restablécela aquí: ${link}`,
    en: (link: string) => `Forgot your password? Reset it here: ${link}`,
  },
  resetLink: {
    es: (href: string) => `¿Olvidaste tu contraseña? <a href="${href}">Restablécela aquí</a>.`,
    en: (href: string) => `Forgot your password? <a href="${href}">Reset it here</a>.`,
  },
  button: { es: "Iniciar sesión", en: "Sign in" },
  notYou: {
    es: "Si no fuiste tú, ignora este correo: tu cuenta no cambió.",
    en: "If it was not you, ignore this e-mail: your account did not change.",
  },
  subject: { es: "Intento de registro en Hogaria", en: "Sign-up attempt on Hogaria" },
} as const satisfies Record<string, Bilingual<unknown>>;

export function signUpAttemptMessage(to: { email: string; name: string }, loginLink: string, resetLink: string, lang: Lang): MailMessage {
  // It may go to an address nobody confirmed: the account's name (typed by whoever signed up) stays out.
  const name = salutation({ name: "" }, lang);
  const text = emailText(
    [ATTEMPT.tried[lang](name), "", ATTEMPT.signInHere[lang](loginLink), ATTEMPT.resetHere[lang](resetLink), "", ATTEMPT.notYou[lang]],
    lang,
  );
  const html = emailDocument(
    [
      emailParagraph(escapeHtml(ATTEMPT.tried[lang](name))),
      emailButton(loginLink, ATTEMPT.button[lang]),
      emailParagraph(ATTEMPT.resetLink[lang](escapeHtml(resetLink))),
      emailNote(ATTEMPT.notYou[lang]),
    ],
    lang,
  );
  return { to: to.email, subject: ATTEMPT.subject[lang], text, html };
}
