import type { MailMessage } from "../adapters/mail";
import type { Bilingual } from "../../domain/i18n/bilingual";
import type { Lang } from "../../domain/i18n/lang";
import { emailButton, emailDocument, emailNote, emailParagraph, emailText, escapeHtml, salutation } from "./layout";

// "Mi perfil" asked to change the account's e-mail to this address: the link confirms it is
// the owner's, and only then does the account's address change. In the account's language.
const CHANGE = {
  asked: {
    es: (name: string) => `${name}, pediste usar este correo en tu cuenta de Hogaria.`,
    en: (name: string) => `${name}, you asked to use this e-mail address for your Hogaria account.`,
  },
  confirmHere: { es: (link: string) => `Confírmalo aquí: ${link}`, en: (link: string) => `Confirm it here: ${link}` },
  button: { es: "Confirmar mi nuevo correo", en: "Confirm my new e-mail" },
  notYou: {
    es: "Si no fuiste tú, ignora este correo: tu cuenta no cambia.",
    en: "If it was not you, ignore this e-mail: your account does not change.",
  },
  subject: { es: "Confirma tu nuevo correo de Hogaria", en: "Confirm your new Hogaria e-mail" },
} as const satisfies Record<string, Bilingual<unknown>>;

export function changeEmailMessage(to: { email: string; name: string }, link: string, lang: Lang): MailMessage {
  // The new address is not confirmed yet (it may not be the owner's): the account's name stays out.
  const name = salutation({ name: "" }, lang);
  const text = emailText([CHANGE.asked[lang](name), "", CHANGE.confirmHere[lang](link), "", CHANGE.notYou[lang]], lang);
  const html = emailDocument(
    [emailParagraph(escapeHtml(CHANGE.asked[lang](name))), emailButton(link, CHANGE.button[lang]), emailNote(CHANGE.notYou[lang])],
    lang,
  );
  return { to: to.email, subject: CHANGE.subject[lang], text, html };
}
