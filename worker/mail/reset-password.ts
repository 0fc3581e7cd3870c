import type { MailMessage } from "../adapters/mail";
import { DEFAULT_LANG, type Lang } from "../../domain/i18n/lang";
import type { Bilingual } from "../../domain/i18n/bilingual";
import { emailButton, emailDocument, emailNote, emailParagraph, emailText, escapeHtml, salutation } from "./layout";

// The password-reset e-mail, with the brand, in the account's language.
const RESET = {
  asked: {
    es: (name: string) => `${name}, recibimos una solicitud para restablecer tu contraseña de Hogaria.`,
    en: (name: string) => `${name}, we received a request to reset your Hogaria password.`,
  },
  askedShort: {
    es: (name: string) => `${name}, recibimos una solicitud para restablecer tu contraseña.`,
    en: (name: string) => `${name}, we received a request to reset your password.`,
  },
  createHere: {
    es: (link: string) => `Crea una nueva aquí (el enlace vence en 1 hora): ${link}`,
    en: (link: string) => `Create a new one here (the link expires in 1 hour): ${link}`,
  },
  notYou: {
    es: "Si no fuiste tú, ignora este correo: tu contraseña no cambiará.",
    en: "If it was not you, ignore this e-mail: your password will not change.",
  },
  expires: { es: "El enlace vence en 1 hora.", en: "The link expires in 1 hour." },
  button: { es: "Crear nueva contraseña", en: "Create a new password" },
  subject: { es: "Restablece tu contraseña de Hogaria", en: "Reset your Hogaria password" },
} as const satisfies Record<string, Bilingual<unknown>>;

export function resetPasswordEmail(to: { email: string; name: string }, link: string, lang: Lang = DEFAULT_LANG): MailMessage {
  // It may go to an address nobody confirmed: the account's name (typed by whoever signed up) stays out.
  const name = salutation({ name: "" }, lang);
  const text = emailText([RESET.asked[lang](name), "", RESET.createHere[lang](link), "", RESET.notYou[lang]], lang);
  const html = emailDocument(
    [
      emailParagraph(escapeHtml(RESET.askedShort[lang](name))),
      emailButton(link, RESET.button[lang]),
      emailNote(`${RESET.expires[lang]} ${RESET.notYou[lang]}`),
    ],
    lang,
  );
  return { to: to.email, subject: RESET.subject[lang], text, html };
}
