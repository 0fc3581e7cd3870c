import type { MailMessage } from "../adapters/mail";
import type { Bilingual } from "../../domain/i18n/bilingual";
import type { Lang } from "../../domain/i18n/lang";
import type { HoldOutcome } from "../../domain/trust/listing-holds";
import { emailButton, emailDocument, emailNote, emailParagraph, emailText, escapeHtml, salutation } from "./layout";

// The words of an operator's decisions, in the recipient's language: the account's, or for
// a reporter (who may have none) the language of the page they reported from.
const REVIEW = {
  reviewed: {
    es: (reference: string) => `Revisamos el anuncio que reportaste (referencia ${reference}).`,
    en: (reference: string) => `We reviewed the listing you reported (reference ${reference}).`,
  },
  hidden: {
    es: "Lo ocultamos: ya no aparece en Hogaria. Gracias por avisarnos.",
    en: "We hid it: it no longer shows on Hogaria. Thank you for letting us know.",
  },
  kept: {
    es: "Después de revisarlo, el anuncio sigue publicado. Si vuelves a notar algo extraño, repórtalo otra vez.",
    en: "After reviewing it, the listing stays published. If you notice anything strange again, report it again.",
  },
  reporterSubject: { es: "Revisamos el anuncio que reportaste", en: "We reviewed the listing you reported" },
  advertiserHidden: {
    es: (name: string, title: string, reference: string) => `${name}, el equipo de Hogaria ocultó tu anuncio "${title}" (referencia ${reference}).`,
    en: (name: string, title: string, reference: string) => `${name}, the Hogaria team hid your listing "${title}" (reference ${reference}).`,
  },
  advertiserRestored: {
    es: (name: string, title: string, reference: string) =>
      `${name}, revisamos tu anuncio "${title}" (referencia ${reference}) y volvió a su estado anterior.`,
    en: (name: string, title: string, reference: string) =>
      `${name}, we reviewed your listing "${title}" (reference ${reference}) and it is back to its previous state.`,
  },
  reason: { es: "Motivo", en: "Reason" },
  seeListings: {
    es: (link: string) => `Consulta tus anuncios en tu panel: ${link}`,
    en: (link: string) => `See your listings in your dashboard: ${link}`,
  },
  dashboardButton: { es: "Ir a mi panel", en: "Go to my dashboard" },
  hiddenSubject: { es: "Ocultamos uno de tus anuncios", en: "We hid one of your listings" },
  restoredSubject: { es: "Tu anuncio volvió a su estado anterior", en: "Your listing is back to its previous state" },
  suspended: {
    es: (name: string) => `${name}, el equipo de Hogaria suspendió tu cuenta.`,
    en: (name: string) => `${name}, the Hogaria team suspended your account.`,
  },
  suspendedEffect: {
    es: "Tus anuncios salieron de la búsqueda y no podrás iniciar sesión mientras dure la suspensión.",
    en: "Your listings left search and you will not be able to sign in while the suspension lasts.",
  },
  suspendedSubject: { es: "Tu cuenta de Hogaria fue suspendida", en: "Your Hogaria account was suspended" },
} as const satisfies Record<string, Bilingual<unknown>>;

// The outcome of an operator's review, to each person who reported the listing. A reporter's
// address may be unconfirmed, so the message carries no text anyone wrote (not the listing's
// title, not the operator's note) and nothing that leads to the listing: the report's
// reference (the one its acknowledgement gave) and what happened.
export function reportOutcomeEmail(to: string, report: { reference: string }, outcome: HoldOutcome, lang: Lang): MailMessage {
  const lead = REVIEW.reviewed[lang](report.reference);
  const result = outcome === "oculta" ? REVIEW.hidden[lang] : REVIEW.kept[lang];
  const text = emailText([lead, "", result], lang);
  const html = emailDocument([emailParagraph(escapeHtml(lead)), emailParagraph(escapeHtml(result))], lang);
  return { to, subject: REVIEW.reporterSubject[lang], text, html };
}

// The same decision, to the advertiser: what happened to their listing and why.
export function listingDecisionEmail(
  to: { email: string; name: string },
  listing: { title: string; reference: string },
  outcome: HoldOutcome,
  reason: string,
  dashboardUrl: string,
  lang: Lang,
): MailMessage {
  const name = salutation(to, lang);
  const lead = (outcome === "oculta" ? REVIEW.advertiserHidden : REVIEW.advertiserRestored)[lang](name, listing.title, listing.reference);
  const text = emailText([lead, "", `${REVIEW.reason[lang]}: ${reason}`, "", REVIEW.seeListings[lang](dashboardUrl)], lang);
  const html = emailDocument(
    [
      emailParagraph(escapeHtml(lead)),
      emailParagraph(`<strong>${REVIEW.reason[lang]}:</strong> ${escapeHtml(reason)}`),
      emailButton(dashboardUrl, REVIEW.dashboardButton[lang]),
    ],
    lang,
  );
  const subject = (outcome === "oculta" ? REVIEW.hiddenSubject : REVIEW.restoredSubject)[lang];
  return { to: to.email, subject, text, html };
}

// An operator suspended the account: why, and that its listings left search.
export function accountSuspendedEmail(to: { email: string; name: string }, reason: string, lang: Lang): MailMessage {
  const lead = REVIEW.suspended[lang](salutation(to, lang));
  const effect = REVIEW.suspendedEffect[lang];
  const text = emailText([lead, "", `${REVIEW.reason[lang]}: ${reason}`, "", effect], lang);
  const html = emailDocument(
    [
      emailParagraph(escapeHtml(lead)),
      emailParagraph(`<strong>${REVIEW.reason[lang]}:</strong> ${escapeHtml(reason)}`),
      emailNote(escapeHtml(effect)),
    ],
    lang,
  );
  return { to: to.email, subject: REVIEW.suspendedSubject[lang], text, html };
}
