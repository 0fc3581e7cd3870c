import type { PageId } from "../pages/page-routes";

// The six guides for a first rent or purchase in CDMX, in the order the home page and the
// guides' index show them: each its own page, with the title its card and its heading share
// and the line its card says about it.
export type Guide = { page: PageId; title: string; summary: string };

export const GUIDES = [
  {
    page: "guideRentBudget",
    title: "¿Cuánto puedes pagar de renta?",
    summary: "Una regla sencilla: que la renta no pase de un tercio de tus ingresos mensuales.",
  },
  {
    page: "guideRentalDocuments",
    title: "Documentos para rentar",
    summary: "Identificación, comprobantes de ingresos y aval o póliza jurídica: qué te piden y cómo tenerlos listos.",
  },
  {
    page: "guideMortgage",
    title: "Crédito Infonavit o bancario",
    summary: "Compara enganche, tasa y plazo para elegir el crédito que mejor se adapta a ti.",
  },
  {
    page: "guideFamilyColonias",
    title: "Colonias para familias",
    summary: "Escuelas, parques y transporte cerca: zonas de la ciudad pensadas para crecer en familia.",
  },
  {
    page: "guideFraud",
    title: "Cómo evitar fraudes",
    summary: "Nunca deposites antes de visitar el inmueble y verifica quién renta o vende.",
  },
  {
    page: "guideBuyOrRent",
    title: "¿Comprar o rentar?",
    summary: "Haz números con tu ahorro, tus planes y el mercado para decidir con calma.",
  },
] as const satisfies readonly Guide[];

export type GuidePageId = (typeof GUIDES)[number]["page"];

/** A guide by its page. */
export function guideOf(page: GuidePageId): Guide {
  return GUIDES.find((g) => g.page === page)!;
}
