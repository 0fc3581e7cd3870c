import { AUTH_MESSAGE_TEXTS } from "../auth/auth-text";
import { CONTACT_FORM_MESSAGES } from "../contact/contact-form-texts";
import { COMMON_MESSAGES, COMMON_MESSAGES_EN } from "../errors/common-messages";
import { LISTING_FACTS, type ListingFact } from "../listings/facts";
import { LISTING_FACT_WORDS } from "../listings/facts-en";
import { LISTING_MESSAGES, LISTING_MESSAGES_EN } from "../listings/listing-messages";
import { HOLD_ANSWER_MESSAGES, HOLD_ANSWER_MESSAGES_EN } from "../trust/hold-answers";
import { RFC_MESSAGES, RFC_MESSAGES_EN } from "../trust/rfc";
import { BILLING_MESSAGES, BILLING_MESSAGES_EN } from "../billing/invoices";
import { CHECKOUT_MESSAGES, CHECKOUT_MESSAGES_EN } from "../billing/checkout-messages";
import { PLAN_CHANGE_MESSAGES, PLAN_CHANGE_MESSAGES_EN } from "../billing/plan-change";
import { SERVICE_MESSAGES, SERVICE_MESSAGES_EN } from "../billing/services";
import { EXPORT_TEXTS, EXPORT_TEXTS_EN } from "../listing-imports/export-texts";
import type { Bilingual, TextsLike } from "./bilingual";
import type { Lang } from "./lang";

// The messages the API and the forms write (in Spanish: the schemas and the services are
// written in it), each with its English twin, so an English page reads its refusals in
// English. A catalogue of messages keeps its twin beside it, key for key
// (`X_MESSAGES_EN: TextsLike<typeof X_MESSAGES>`), which makes a missing translation a type
// error; it is paired here with `twinsOf` and added to MESSAGE_TWINS. Messages built from
// values (a limit, a name) are paired where their values are known, or not at all: an
// English page then shows `fallback`, never the Spanish words.

/** The Spanish and English texts of a catalogue and its twin, paired key by key (functions left out). */
export function twinsOf<T>(es: T, en: TextsLike<T>): Bilingual[] {
  if (typeof es === "string" && typeof en === "string") return [{ es, en }];
  if (Array.isArray(es) && Array.isArray(en)) return es.flatMap((item, i) => twinsOf(item, en[i]));
  if (!es || typeof es !== "object" || !en || typeof en !== "object") return [];
  const english = en as Record<string, unknown>;
  return Object.entries(es).flatMap(([key, value]) => twinsOf(value, english[key] as TextsLike<unknown>));
}

/** The publishing messages built from values, for every value they take (a price range per operation, a fact's name). */
const LISTING_VALUE_MESSAGES: Bilingual[] = [
  ...(["venta", "renta", "remate"] as const).map((operation) => ({
    es: LISTING_MESSAGES.priceRange(operation),
    en: LISTING_MESSAGES_EN.priceRange(operation),
  })),
  ...(Object.keys(LISTING_FACTS) as ListingFact[]).map((fact) => ({
    es: LISTING_MESSAGES.factChoice(LISTING_FACTS[fact].label),
    en: LISTING_MESSAGES_EN.factChoice(LISTING_FACT_WORDS.en[fact].label),
  })),
];

/** Every pair of the API's and the forms' messages. A new message catalogue's twins go here. */
export const MESSAGE_TWINS: readonly Bilingual[] = [
  ...twinsOf(COMMON_MESSAGES, COMMON_MESSAGES_EN),
  ...AUTH_MESSAGE_TEXTS,
  ...CONTACT_FORM_MESSAGES,
  ...twinsOf(LISTING_MESSAGES, LISTING_MESSAGES_EN),
  ...LISTING_VALUE_MESSAGES,
  ...twinsOf(HOLD_ANSWER_MESSAGES, HOLD_ANSWER_MESSAGES_EN),
  ...twinsOf(RFC_MESSAGES, RFC_MESSAGES_EN),
  ...twinsOf(BILLING_MESSAGES, BILLING_MESSAGES_EN),
  ...twinsOf(CHECKOUT_MESSAGES, CHECKOUT_MESSAGES_EN),
  ...twinsOf(PLAN_CHANGE_MESSAGES, PLAN_CHANGE_MESSAGES_EN),
  ...twinsOf(SERVICE_MESSAGES, SERVICE_MESSAGES_EN),
  { es: EXPORT_TEXTS.agencyOnly, en: EXPORT_TEXTS_EN.agencyOnly },
];

const ENGLISH_OF = new Map(MESSAGE_TWINS.map((m) => [m.es, m.en]));

/** The twin in `lang` of a Spanish message, or undefined when it has none. */
export function twinIn(lang: Lang, message: string): string | undefined {
  if (lang === "es") return message;
  return ENGLISH_OF.get(message) ?? ENGLISH_OF.get(message.replace(/\.$/, "")) ?? ENGLISH_OF.get(`${message}.`);
}

/** A message in `lang`: its twin, or `fallback` for one without (never Spanish on an English page). */
export function messageIn(lang: Lang, message: string, fallback: string): string {
  return twinIn(lang, message) ?? fallback;
}

/** What an English page shows for a refusal or a field message that has no twin. */
export const UNTRANSLATED_MESSAGE: Bilingual = {
  es: COMMON_MESSAGES.badRequest,
  en: "Check the information you entered and try again.",
};
