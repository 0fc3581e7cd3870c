import { bilingual } from "../i18n/bilingual";
import { formatLongDate } from "../format/date";

// The notice on an advertiser's listing that search left out while Hogaria reviews it, and
// the form of their answer.
export const LISTING_REVIEW_TEXT = bilingual({
  outSince: {
    es: (since: Date) => `Fuera de las búsquedas desde el ${formatLongDate(since)}`,
    en: (since: Date) => `Out of search since ${formatLongDate(since, "en")}`,
  },
  yourAnswer: { es: "Tu respuesta", en: "Your answer" },
  answeredOn: { es: (on: Date) => ` del ${formatLongDate(on)}`, en: (on: Date) => ` of ${formatLongDate(on, "en")}` },
  changeAnswer: { es: "Cambiar respuesta", en: "Change answer" },
  answer: { es: "Responder", en: "Answer" },
  answerSent: { es: "Respuesta enviada", en: "Answer sent" },
  answerLabel: { es: "Tu respuesta a Hogaria", en: "Your answer to Hogaria" },
  characters: { es: (n: number, max: number) => `${n} / ${max} caracteres`, en: (n: number, max: number) => `${n} / ${max} characters` },
  placeholder: {
    es: "Explica por qué el anuncio es legítimo: quién eres, cómo se puede visitar, qué corregiste…",
    en: "Explain why the listing is genuine: who you are, how it can be visited, what you corrected…",
  },
  sending: { es: "Enviando...", en: "Sending..." },
  send: { es: "Enviar respuesta", en: "Send answer" },
  cancel: { es: "Cancelar", en: "Cancel" },
});
