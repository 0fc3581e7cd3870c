import { ACCOUNT_MESSAGES, ACCOUNT_MESSAGES_EN } from "../auth/account-messages";
import { AUTH_MESSAGE_TEXTS } from "../auth/auth-text";
import { CONTACT_FORM_MESSAGES } from "../contact/contact-form-texts";
import { COMMON_MESSAGES, COMMON_MESSAGES_EN } from "../errors/common-messages";
import { FAVORITE_MESSAGES, FAVORITE_MESSAGES_EN } from "../favorites/favorite-messages";
import { DEFAULT_LIST_MESSAGES, DEFAULT_LIST_MESSAGES_EN, LIST_NAME_MESSAGES, LIST_NAME_MESSAGES_EN } from "../favorites/favorites";
import { SAVED_SEARCH_MESSAGES, SAVED_SEARCH_MESSAGES_EN } from "../saved-searches/saved-search-messages";
import { PHONE_COUNTED_MESSAGES, PHONE_MESSAGES, PHONE_MESSAGES_EN } from "../phones/phone-messages";
import { PROFILE_MESSAGES, PROFILE_MESSAGES_EN } from "../profile/my-profile";
import { BUY_VS_RENT_FORM_TWINS } from "../guides/buy-vs-rent-form";
import { MORTGAGE_FORM_TWINS } from "../guides/mortgage-form";
import { RENT_BUDGET_FORM_TWINS } from "../guides/rent-budget-form";
import { monthlyIncomeText } from "../listing-costs/income-field";
import { GONE_MESSAGES, GONE_MESSAGES_EN } from "../properties/availability-messages";
import { FEED_MESSAGES, FEED_MESSAGES_EN } from "../listing-imports/feed-contract";
import { IMPORT_ALLOWANCE_MESSAGES, IMPORT_ALLOWANCE_MESSAGES_EN } from "../listing-imports/import-allowance";
import { IMPORT_FILE_MESSAGES, IMPORT_FILE_MESSAGES_EN } from "../listing-imports/import-file-messages";
import { IMPORT_MESSAGES, IMPORT_MESSAGES_EN } from "../listing-imports/import-messages";
import { PHOTO_IMPORT_MESSAGES, PHOTO_IMPORT_MESSAGES_EN } from "../photo-import/photo-import-messages";
import { AGENCY_MESSAGES, AGENCY_MESSAGES_EN } from "../agencies/agency-profile";
import { AGENCY_SIGNUP_MESSAGES, AGENCY_SIGNUP_MESSAGES_EN } from "../agencies/agency-signup";
import { AGENCY_TEAM_MESSAGE_TWINS } from "../agencies/agency-team";
import { AGENCY_TEAM_MESSAGES, AGENCY_TEAM_MESSAGES_EN } from "../agencies/agency-team-messages";
import { RFC_MESSAGES, RFC_MESSAGES_EN } from "../trust/rfc";
import { LISTING_FACTS, type ListingFact } from "../listings/facts";
import { LISTING_FACT_WORDS } from "../listings/facts-en";
import { LISTING_MESSAGES, LISTING_MESSAGES_EN } from "../listings/listing-messages";
import { HOLD_ANSWER_MESSAGES, HOLD_ANSWER_MESSAGES_EN } from "../trust/hold-answers";
import { BILLING_MESSAGES, BILLING_MESSAGES_EN } from "../billing/invoices";
import { CHECKOUT_MESSAGES, CHECKOUT_MESSAGES_EN } from "../billing/checkout-messages";
import { PLAN_CHANGE_MESSAGES, PLAN_CHANGE_MESSAGES_EN, SAME_PLAN_TWINS } from "../billing/plan-change";
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
  ...twinsOf(GONE_MESSAGES, GONE_MESSAGES_EN),
  ...twinsOf(ACCOUNT_MESSAGES, ACCOUNT_MESSAGES_EN),
  ...AUTH_MESSAGE_TEXTS,
  ...CONTACT_FORM_MESSAGES,
  ...twinsOf(FAVORITE_MESSAGES, FAVORITE_MESSAGES_EN),
  ...twinsOf(DEFAULT_LIST_MESSAGES, DEFAULT_LIST_MESSAGES_EN),
  ...twinsOf(LIST_NAME_MESSAGES, LIST_NAME_MESSAGES_EN),
  ...twinsOf(SAVED_SEARCH_MESSAGES, SAVED_SEARCH_MESSAGES_EN),
  ...twinsOf(PHONE_MESSAGES, PHONE_MESSAGES_EN),
  ...PHONE_COUNTED_MESSAGES,
  ...twinsOf(PROFILE_MESSAGES, PROFILE_MESSAGES_EN),
  ...RENT_BUDGET_FORM_TWINS,
  ...MORTGAGE_FORM_TWINS,
  ...BUY_VS_RENT_FORM_TWINS,
  ...monthlyIncomeText.twins,
  ...twinsOf(IMPORT_MESSAGES, IMPORT_MESSAGES_EN),
  ...twinsOf(IMPORT_FILE_MESSAGES, IMPORT_FILE_MESSAGES_EN),
  ...twinsOf(IMPORT_ALLOWANCE_MESSAGES, IMPORT_ALLOWANCE_MESSAGES_EN),
  ...twinsOf(FEED_MESSAGES, FEED_MESSAGES_EN),
  ...twinsOf(PHOTO_IMPORT_MESSAGES, PHOTO_IMPORT_MESSAGES_EN),
  ...twinsOf(AGENCY_MESSAGES, AGENCY_MESSAGES_EN),
  ...twinsOf(AGENCY_SIGNUP_MESSAGES, AGENCY_SIGNUP_MESSAGES_EN),
  ...twinsOf(AGENCY_TEAM_MESSAGES, AGENCY_TEAM_MESSAGES_EN),
  ...AGENCY_TEAM_MESSAGE_TWINS,
  ...twinsOf(RFC_MESSAGES, RFC_MESSAGES_EN),
  ...twinsOf(LISTING_MESSAGES, LISTING_MESSAGES_EN),
  ...LISTING_VALUE_MESSAGES,
  ...twinsOf(HOLD_ANSWER_MESSAGES, HOLD_ANSWER_MESSAGES_EN),
  ...twinsOf(BILLING_MESSAGES, BILLING_MESSAGES_EN),
  ...twinsOf(CHECKOUT_MESSAGES, CHECKOUT_MESSAGES_EN),
  ...twinsOf(PLAN_CHANGE_MESSAGES, PLAN_CHANGE_MESSAGES_EN),
  ...twinsOf(SERVICE_MESSAGES, SERVICE_MESSAGES_EN),
  { es: EXPORT_TEXTS.agencyOnly, en: EXPORT_TEXTS_EN.agencyOnly },
  ...SAME_PLAN_TWINS,
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
