import { STATIC_PAGE_TEXTS, NOT_FOUND_PAGE } from "../pages/static-pages";
import { FOOTER_TEXT, HEADER_TEXT, LANGUAGE_TEXT } from "../pages/shell-text";
import { HOME_TEXT } from "../pages/home-text";
import { CONTENT_TEXT } from "../pages/content-text";
import { LEGAL_TEXT } from "../pages/legal-text";
import { ABOUT_FIGURES, ABOUT_PROMISES, ABOUT_TEXT, ABOUT_VALUES } from "../pages/about-text";
import { GUIDE_TEXTS } from "../guides/guide-catalog";
import { AI_AGENT_ABILITIES, AI_AGENT_CHAT, AI_AGENT_FAQ, AI_AGENT_INCLUDES, AI_AGENT_STEPS, AI_AGENT_TEXT } from "../pages/ai-agent-text";
import { OFFER_HIGHLIGHTS, OFFER_TEXT, PRO_OFFERS, SEEKER_OFFERS } from "../pages/offer-text";
import { PLAN_TEXTS, PRICING_TEXT, SERVICE_TEXTS } from "../billing/billing-text";
import { AGENCY_TEXT } from "../agencies/agency-text";
import { AGENT_PAGE_TEXT } from "../profile/agent-page-text";
import { AUTH_MESSAGE_TEXTS, AUTH_PAGE_TEXT, ROLE_TEXT } from "../auth/auth-text";
import { CLOSE_ACTION_NAMES, LISTING_ACTION_TEXT, MY_LISTINGS_TEXT, STATUS_PLURAL_NAMES } from "../listings/my-listings-text";
import { LISTING_STATUS_NAMES } from "../listings/listing-status";
import { PLAN_HOLDER_TEXTS, RENEWAL_TEXTS } from "../billing/plan-holder";
import { LISTING_STEP_NAMES, PUBLISH_TEXT } from "../listings/publish-text";
import { PHOTO_TEXT } from "../listings/photo-text";
import { HOLD_REASON_TEXTS, PUBLISHED_HELD_TITLES } from "../trust/hold-answers";
import { SUBSCRIPTION_CARD_TEXT, SUBSCRIPTION_STATUS_NAMES } from "../billing/subscription-card-text";
import { CHECKOUT_TEXT } from "../billing/checkout-text";
import { BILLING_FORM_TEXT } from "../billing/billing-form-text";
import { BILLING_TEXTS_BY_LANG } from "../billing/invoices";
import { PLAN_CHANGE_TEXTS } from "../billing/plan-change";
import { EXPORT_TEXTS_BY_LANG } from "../listing-imports/export-texts";
import { PREMIUM_SERVICES_TEXT, SERVICE_CATEGORY_NAMES } from "../billing/premium-services-text";
import { LANGS, type Lang } from "./lang";

// Every catalogue of interface texts in domain/, for the checks that each text has every
// language (catalogues.test.ts) and that an English page shows none of the Spanish ones
// (tests/e2e/english.spec.ts). A new catalogue is added here.
export const INTERFACE_CATALOGUES: Record<string, unknown> = {
  STATIC_PAGE_TEXTS,
  NOT_FOUND_PAGE,
  HEADER_TEXT,
  FOOTER_TEXT,
  LANGUAGE_TEXT,
  HOME_TEXT,
  CONTENT_TEXT,
  LEGAL_TEXT,
  ABOUT_TEXT,
  ABOUT_VALUES,
  ABOUT_PROMISES,
  ABOUT_FIGURES,
  GUIDE_TEXTS,
  AI_AGENT_TEXT,
  AI_AGENT_INCLUDES,
  AI_AGENT_ABILITIES,
  AI_AGENT_STEPS,
  AI_AGENT_FAQ,
  AI_AGENT_CHAT,
  OFFER_TEXT,
  OFFER_HIGHLIGHTS,
  SEEKER_OFFERS,
  PRO_OFFERS,
  PRICING_TEXT,
  PLAN_TEXTS,
  SERVICE_TEXTS,
  AGENCY_TEXT,
  AGENT_PAGE_TEXT,
  AUTH_PAGE_TEXT,
  ROLE_TEXT,
  AUTH_MESSAGE_TEXTS,
  MY_LISTINGS_TEXT,
  STATUS_PLURAL_NAMES,
  CLOSE_ACTION_NAMES,
  LISTING_ACTION_TEXT,
  LISTING_STATUS_NAMES,
  PLAN_HOLDER_TEXTS,
  RENEWAL_TEXTS,
  PUBLISH_TEXT,
  LISTING_STEP_NAMES,
  PHOTO_TEXT,
  HOLD_REASON_TEXTS,
  PUBLISHED_HELD_TITLES,
  SUBSCRIPTION_CARD_TEXT,
  SUBSCRIPTION_STATUS_NAMES,
  CHECKOUT_TEXT,
  BILLING_FORM_TEXT,
  BILLING_TEXTS_BY_LANG,
  PLAN_CHANGE_TEXTS,
  EXPORT_TEXTS_BY_LANG,
  PREMIUM_SERVICES_TEXT,
  SERVICE_CATEGORY_NAMES,
};

/**
 * The plain texts of `lang` in a catalogue (functions left out), each paired with its
 * twins, so a text that is the same in both languages ("Pro", "WhatsApp") can be told apart.
 */
export function textsIn(catalogue: unknown, lang: Lang): { text: string; twins: string[] }[] {
  if (Array.isArray(catalogue)) return catalogue.flatMap((item) => textsIn(item, lang));
  if (!catalogue || typeof catalogue !== "object") return [];
  const record = catalogue as Record<string, unknown>;
  if (LANGS.some((l) => l in record)) {
    const twins = LANGS.filter((l) => l !== lang).flatMap((l) => strings(record[l]));
    return strings(record[lang]).map((text) => ({ text, twins }));
  }
  return Object.values(record).flatMap((value) => textsIn(value, lang));
}

function strings(text: unknown): string[] {
  if (typeof text === "string") return [text];
  if (Array.isArray(text)) return text.flatMap(strings);
  if (text && typeof text === "object") return Object.values(text).flatMap(strings);
  return [];
}
