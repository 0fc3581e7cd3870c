import { PAGE_ROUTES } from "../pages/page-routes";
import type { Operation } from "./property";
import type { Bilingual } from "../i18n/bilingual";

// The search pages are the site's sections: /comprar lists what is for sale, /rentar what
// is for rent, /remate the foreclosures. A Section is the route's word, an Operation the
// listing's (property.ts); this is the one mapping between them.
export const SECTION_OPERATION = { comprar: "venta", rentar: "renta", remate: "remate" } as const satisfies Record<string, Operation>;
export type Section = keyof typeof SECTION_OPERATION;
export const SECTIONS = Object.keys(SECTION_OPERATION) as Section[];

/** The section that lists an operation: venta → comprar, renta → rentar, remate → remate. */
export const OPERATION_SECTION = Object.fromEntries(SECTIONS.map((section) => [SECTION_OPERATION[section], section])) as Record<Operation, Section>;

/** What the section switch and the header menus call each section. */
export const SECTION_LABELS: Record<Section, string> = { comprar: "Comprar", rentar: "Rentar", remate: "Remate" };

/** The section switch's words in each language. */
export const SECTION_NAMES: Bilingual<Record<Section, string>> = {
  es: SECTION_LABELS,
  en: { comprar: "Buy", rentar: "Rent", remate: "Foreclosures" },
};

/** "/comprar", "/rentar", "/remate". */
export function sectionPath(section: Section): string {
  return PAGE_ROUTES[section].path;
}

export function isSection(word: string): word is Section {
  return Object.hasOwn(SECTION_OPERATION, word);
}
