import { describe, expect, it } from "vitest";
import type { Bilingual } from "./bilingual";
import { PROPERTY_TYPE_NAMES, OPERATION_NAMES } from "../properties/property";
import { SECTION_NAMES } from "../properties/sections";
import { SEARCH_PLACE_TEXTS } from "../properties/search-title";
import { SEARCH_PAGE_TEXTS } from "../properties/search-page-texts";
import { FILTER_PANEL_TEXTS } from "../properties/search-filter-texts";
import { PROPERTY_PAGE_TEXTS } from "../properties/property-page-texts";
import { CARD_TEXTS } from "../properties/card-texts";
import { TRUST_TEXTS_BY_LANG } from "../trust/advertiser-trust";
import { SAFETY_ADVICE_BY_LANG } from "../trust/safety-advice";
import { REPORT_TEXTS } from "../trust/report-texts";
import { STATION_TEXTS_BY_LANG } from "../transit/station-nearby";
import { COMMUTE_TEXT_BY_LANG } from "../transit/commute-text";
import { CLUSTER_TEXTS_BY_LANG } from "../listing-clusters/cluster-texts";
import { LEGAL_STATUS_NAMES } from "../listings/legal-status";
import { LISTING_FACT_WORDS, MONEY_FACT_WORDS, FACT_NOT_GIVEN_WORDS } from "../listings/facts-en";
import { COST_TEXTS_BY_LANG } from "../listing-costs/cost-texts-en";
import { CONTACT_FORM_TEXTS, CONTACT_FORM_MESSAGES, formMessageIn } from "../contact/contact-form-texts";
import { HOGARIA_CALL_BY_LANG, LISTING_CALL_BY_LANG } from "../call-requests/call-request-copy";
import { LOCATION_SEARCH_TEXTS } from "../locations/location-search-texts";
import { RESULTS_MAP_TEXTS } from "../map/results-map-texts";
import { SAVE_BUTTON_TEXTS } from "../favorites/save-button-texts";

// Every catalogue of the English search, property and contact pages (the shell's and the
// other pages' are checked in catalogues.test.ts): each text exists in both languages, is not blank,
// and the two languages hold the same keys (a text that takes values takes them in both).

/** Every [path, value] leaf of a text tree (a text that takes values is a function in both languages). */
function leaves(value: unknown, path = ""): [string, unknown][] {
  if (typeof value === "function") return [[`${path}()`, `function of ${value.length}`]];
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => leaves(v, `${path}.${k}`));
  return [[path, value]];
}

/** A fact's words only (the Spanish table also holds each fact's stored values and scope). */
const factWords = (facts: typeof LISTING_FACT_WORDS.es) =>
  Object.fromEntries(Object.entries(facts).map(([key, { label, valueLabels }]) => [key, { label, valueLabels }]));

const whole: Record<string, Bilingual<unknown>> = {
  PROPERTY_TYPE_NAMES,
  OPERATION_NAMES,
  SECTION_NAMES,
  SEARCH_PLACE_TEXTS,
  SEARCH_PAGE_TEXTS,
  FILTER_PANEL_TEXTS,
  PROPERTY_PAGE_TEXTS,
  TRUST_TEXTS_BY_LANG,
  SAFETY_ADVICE_BY_LANG,
  REPORT_TEXTS,
  STATION_TEXTS_BY_LANG,
  COMMUTE_TEXT_BY_LANG,
  CLUSTER_TEXTS_BY_LANG,
  LEGAL_STATUS_NAMES,
  LISTING_FACT_WORDS: { es: factWords(LISTING_FACT_WORDS.es), en: factWords(LISTING_FACT_WORDS.en) },
  MONEY_FACT_WORDS,
  FACT_NOT_GIVEN_WORDS,
  COST_TEXTS_BY_LANG,
  CONTACT_FORM_TEXTS,
  HOGARIA_CALL_BY_LANG,
  LISTING_CALL_BY_LANG,
  LOCATION_SEARCH_TEXTS,
  RESULTS_MAP_TEXTS,
};
const byEntry: Record<string, Record<string, Bilingual<unknown>>> = { CARD_TEXTS, SAVE_BUTTON_TEXTS };

describe("every catalogue of the English pages has both languages", () => {
  const pairs = [
    ...Object.entries(whole),
    ...Object.entries(byEntry).flatMap(([name, catalogue]) => Object.entries(catalogue).map(([key, text]) => [`${name}.${key}`, text] as const)),
    ...CONTACT_FORM_MESSAGES.map((m, i) => [`CONTACT_FORM_MESSAGES[${i}]`, m] as const),
  ];

  it.each(pairs)("%s: the same texts in Spanish and English, none blank", (_name, text) => {
    const es = leaves(text.es);
    const en = leaves(text.en);
    expect(en.map(([path]) => path)).toEqual(es.map(([path]) => path));
    for (const [path, value] of [...es, ...en]) {
      if (typeof value === "string") expect(value.trim(), path).not.toBe("");
    }
  });

  it("an English page shows each form message's twin, and never a Spanish one it has no twin for", () => {
    for (const m of CONTACT_FORM_MESSAGES) {
      expect(formMessageIn("es", m.es)).toBe(m.es);
      expect(formMessageIn("en", m.es)).toBe(m.en);
    }
    expect(formMessageIn("en", "Un mensaje que nadie tradujo.")).toBe(CONTACT_FORM_TEXTS.en.checkForm);
  });
});
