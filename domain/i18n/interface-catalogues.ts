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
import { AGENCY_ADMIN_TEXT } from "../agencies/agency-admin-text";
import { AGENCY_TEAM_TEXT } from "../agencies/agency-team-text";
import { AGENCY_VERIFICATION_TEXT, AGENCY_VERIFICATION_TEXT_EN } from "../agencies/agency-signup";
import { REPORT_TEXT, REPORT_TEXT_EN } from "../agencies/agency-report";
import { PASS_SPEND_VERBS } from "../agencies/agency-team";
import { BOARD_COLUMNS } from "../boards/board";
import { BOARD_TEXT } from "../boards/board-text";
import { LISTING_STATUS_NAMES } from "../listings/listing-status";
import { AGENT_PAGE_TEXT } from "../profile/agent-page-text";
import { AUTH_MESSAGE_TEXTS, AUTH_PAGE_TEXT, ROLE_TEXT } from "../auth/auth-text";
import { LEAD_KIND_TEXT, LEADS_INBOX_TEXT } from "../leads/leads-inbox-text";
import { ACCOUNT_TEXTS } from "../auth/account-messages";
import { LISTING_REVIEW_TEXT } from "../trust/listing-review-text";
import { PRESENTATION_TEXTS, SHARE_TEXTS } from "../properties/share-texts";
import { FAVORITES_LABELS } from "../favorites/favorites-labels";
import { FAVORITES_TEXT } from "../favorites/favorites-text";
import { SAVE_BUTTON_TEXTS } from "../favorites/save-button-texts";
import { SAVED_SEARCH_TEXT } from "../saved-searches/saved-search-texts";
import { SAVED_SEARCH_FREQUENCY_TEXTS } from "../saved-searches/saved-search";
import { DASHBOARD_TEXT, NEXT_STEP_TEXT, NEXT_STEPS_INTRO } from "../dashboard/dashboard-text";
import { MY_PROFILE_TEXT } from "../profile/my-profile-text";
import { ACCOUNT_DELETION_TEXTS } from "../profile/account-deletion";
import { PHONE_VERIFICATION_TEXT } from "../phones/phone-messages";
import { COMMON_UI_TEXT } from "../pages/common-ui-text";
import { AMENITY_TEXTS } from "../listings/amenities";
import { BUY_VS_RENT_CALCULATOR_TEXT, CALCULATOR_TEXT, MORTGAGE_CALCULATOR_TEXT, RENT_BUDGET_CALCULATOR_TEXT } from "../guides/calculator-text";
import { IMPORT_PAGE_TEXT } from "../listing-imports/import-page-text";
import { IMPORT_FIELD_LABEL_TEXTS } from "../listing-imports/import-fields";
import { OUTCOME_LABEL_TEXTS } from "../listing-imports/import-report";
import { PHOTO_IMPORT_TEXT } from "../photo-import/photo-import-text";
import { CLOSE_ACTION_NAMES, LISTING_ACTION_TEXT, MY_LISTINGS_TEXT, STATUS_PLURAL_NAMES } from "../listings/my-listings-text";
import { PLAN_HOLDER_TEXTS, RENEWAL_TEXTS } from "../billing/plan-holder";
import { LISTING_STEP_NAMES, PUBLISH_TEXT } from "../listings/publish-text";
import { PHOTO_TEXT } from "../listings/photo-text";
import { HOLD_REASON_EXPLANATION_TEXTS, PUBLISHED_HELD_TITLES } from "../trust/hold-answers";
import { SUBSCRIPTION_CARD_TEXT, SUBSCRIPTION_STATUS_NAMES } from "../billing/subscription-card-text";
import { CHECKOUT_TEXT } from "../billing/checkout-text";
import { BILLING_FORM_TEXT } from "../billing/billing-form-text";
import { BILLING_TEXTS_BY_LANG } from "../billing/invoices";
import { PLAN_CHANGE_TEXTS } from "../billing/plan-change";
import { EXPORT_TEXTS_BY_LANG } from "../listing-imports/export-texts";
import { PREMIUM_SERVICES_TEXT, SERVICE_CATEGORY_NAMES } from "../billing/premium-services-text";
import { CLIENT_LISTS_TEXT } from "../favorites/client-lists-text";
import { AGENCY_INVITATION_TEXT } from "../agencies/agency-team-text";
import { ADVERTISER_PROFILE_TEXT, LICENSE_TEXT } from "../profile/my-profile-text";
import { DASHBOARD_TAB_NAMES } from "../dashboard/dashboard-text";
import { COMMUTE_TEXT_BY_LANG } from "../transit/commute-text";
import { UNSUBSCRIBE_TEXTS } from "../saved-searches/saved-search-alerts";
import { PLAN_DIALOG_TEXT } from "../billing/billing-text";
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
  AGENCY_ADMIN_TEXT,
  AGENCY_TEAM_TEXT,
  AGENCY_VERIFICATION_TEXT: { es: AGENCY_VERIFICATION_TEXT, en: AGENCY_VERIFICATION_TEXT_EN },
  REPORT_TEXT: { es: REPORT_TEXT, en: REPORT_TEXT_EN },
  PASS_SPEND_VERBS,
  LISTING_STATUS_NAMES,
  BOARD_COLUMNS,
  BOARD_TEXT,
  AGENT_PAGE_TEXT,
  AUTH_PAGE_TEXT,
  ROLE_TEXT,
  AUTH_MESSAGE_TEXTS,
  ACCOUNT_TEXTS,
  LEADS_INBOX_TEXT,
  LEAD_KIND_TEXT,
  LISTING_REVIEW_TEXT,
  SHARE_TEXTS,
  PRESENTATION_TEXTS,
  FAVORITES_LABELS,
  FAVORITES_TEXT,
  SAVE_BUTTON_TEXTS,
  SAVED_SEARCH_TEXT,
  SAVED_SEARCH_FREQUENCY_TEXTS,
  DASHBOARD_TEXT,
  NEXT_STEP_TEXT,
  NEXT_STEPS_INTRO,
  MY_PROFILE_TEXT,
  ACCOUNT_DELETION_TEXTS,
  PHONE_VERIFICATION_TEXT,
  COMMON_UI_TEXT,
  AMENITY_TEXTS,
  CALCULATOR_TEXT,
  RENT_BUDGET_CALCULATOR_TEXT,
  MORTGAGE_CALCULATOR_TEXT,
  BUY_VS_RENT_CALCULATOR_TEXT,
  IMPORT_PAGE_TEXT,
  IMPORT_FIELD_LABEL_TEXTS,
  OUTCOME_LABEL_TEXTS,
  PHOTO_IMPORT_TEXT,
  MY_LISTINGS_TEXT,
  STATUS_PLURAL_NAMES,
  CLOSE_ACTION_NAMES,
  LISTING_ACTION_TEXT,
  PLAN_HOLDER_TEXTS,
  RENEWAL_TEXTS,
  PUBLISH_TEXT,
  LISTING_STEP_NAMES,
  PHOTO_TEXT,
  HOLD_REASON_EXPLANATION_TEXTS,
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
  CLIENT_LISTS_TEXT,
  AGENCY_INVITATION_TEXT,
  LICENSE_TEXT,
  DASHBOARD_TAB_NAMES,
  COMMUTE_TEXT_BY_LANG,
  UNSUBSCRIBE_TEXTS,
  ADVERTISER_PROFILE_TEXT,
  PLAN_DIALOG_TEXT,
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
