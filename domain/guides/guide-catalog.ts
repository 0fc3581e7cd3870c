import type { Bilingual } from "../i18n/bilingual";
import type { Lang } from "../i18n/lang";
import type { PageId } from "../pages/page-routes";

// The six guides for a first rent or purchase in CDMX, in the order the home page and the
// guides' index show them: each its own page, with the title its card and its heading share
// and the line its card says about it, in each language.
export type Guide = { page: PageId; title: string; summary: string };
type GuideText = Omit<Guide, "page">;

const CATALOG = [
  {
    page: "guideRentBudget",
    es: { title: "¿Cuánto puedes pagar de renta?", summary: "Una regla sencilla: que la renta no pase de un tercio de tus ingresos mensuales." },
    en: { title: "How much rent can you afford?", summary: "A simple rule: keep the rent under a third of your monthly income." },
  },
  {
    page: "guideRentalDocuments",
    es: {
      title: "Documentos para rentar",
      summary: "Identificación, comprobantes de ingresos y aval o póliza jurídica: qué te piden y cómo tenerlos listos.",
    },
    en: {
      title: "Documents to rent",
      summary: "ID, proof of income and a guarantor or a rental guarantee policy: what you are asked for and how to have it ready.",
    },
  },
  {
    page: "guideMortgage",
    es: { title: "Crédito Infonavit o bancario", summary: "Compara enganche, tasa y plazo para elegir el crédito que mejor se adapta a ti." },
    en: { title: "Infonavit or bank mortgage", summary: "Compare down payment, rate and term to choose the mortgage that suits you best." },
  },
  {
    page: "guideFamilyColonias",
    es: { title: "Colonias para familias", summary: "Escuelas, parques y transporte cerca: zonas de la ciudad pensadas para crecer en familia." },
    en: { title: "Family-friendly neighborhoods", summary: "Schools, parks and transport nearby: parts of the city made for raising a family." },
  },
  {
    page: "guideFraud",
    es: { title: "Cómo evitar fraudes", summary: "Nunca deposites antes de visitar el inmueble y verifica quién renta o vende." },
    en: { title: "How to avoid fraud", summary: "Never pay a deposit before viewing the property, and check who is renting or selling." },
  },
  {
    page: "guideBuyOrRent",
    es: { title: "¿Comprar o rentar?", summary: "Haz números con tu ahorro, tus planes y el mercado para decidir con calma." },
    en: { title: "Buy or rent?", summary: "Run the numbers with your savings, your plans and the market to decide calmly." },
  },
] as const satisfies readonly ({ page: PageId } & Bilingual<GuideText>)[];

export type GuidePageId = (typeof CATALOG)[number]["page"];

/** Every guide's words in both languages (the catalogue test walks it). */
export const GUIDE_TEXTS: readonly ({ page: GuidePageId } & Bilingual<GuideText>)[] = CATALOG;

/** The guides in `lang`. */
export function guidesIn(lang: Lang): ({ page: GuidePageId } & GuideText)[] {
  return CATALOG.map((guide) => ({ page: guide.page, ...guide[lang] }));
}

/** The guides in Spanish, as the spec writes them. */
export const GUIDES = guidesIn("es");

/** A guide by its page, in `lang`. */
export function guideOf(page: GuidePageId, lang: Lang = "es"): Guide {
  return guidesIn(lang).find((g) => g.page === page)!;
}
