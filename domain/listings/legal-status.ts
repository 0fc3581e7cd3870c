import type { Bilingual } from "../i18n/bilingual";
import type { Lang } from "../i18n/lang";

// The legal situation of a remate, so buyers see the risk before they call.
export const LEGAL_STATUSES = ["adjudicada", "en-litigio", "cesion-de-derechos"] as const;
export type LegalStatus = (typeof LEGAL_STATUSES)[number];

export const LEGAL_STATUS_LABELS: Record<LegalStatus, { label: string; explanation: string }> = {
  adjudicada: { label: "Adjudicada", explanation: "El banco ya es dueño del inmueble y puede escriturarlo a tu nombre." },
  "en-litigio": { label: "En litigio", explanation: "Hay un juicio en curso: la entrega y la escrituración pueden tardar." },
  "cesion-de-derechos": {
    label: "Cesión de derechos",
    explanation: "Compras los derechos del juicio, no el inmueble escriturado: asesórate antes de pagar.",
  },
};

/** The legal situations' words on English pages. */
export const LEGAL_STATUS_NAMES: Bilingual<Record<LegalStatus, { label: string; explanation: string }>> = {
  es: LEGAL_STATUS_LABELS,
  en: {
    adjudicada: { label: "Awarded to the bank", explanation: "The bank already owns the property and can deed it in your name." },
    "en-litigio": { label: "In litigation", explanation: "A lawsuit is under way: handover and deeding may take a while." },
    "cesion-de-derechos": {
      label: "Assignment of rights",
      explanation: "You buy the rights in the lawsuit, not a deeded property: get advice before you pay.",
    },
  },
};

// "32 % por debajo del avalúo": the discount of a remate against its appraisal.
export function appraisalDiscount(price: number, appraisal: number | null): number | null {
  if (!appraisal || appraisal <= price) return null;
  return Math.round((1 - price / appraisal) * 100);
}

/** "32 % por debajo del avalúo": the discount as the property page (and the publish form's preview) words it. */
export function appraisalDiscountLabel(discount: number, lang: Lang = "es"): string {
  return lang === "es" ? `${discount} % por debajo del avalúo` : `${discount}% below the appraisal`;
}

/** "32 % bajo el avalúo": the short form for cards. */
export function appraisalDiscountHint(discount: number, lang: Lang = "es"): string {
  return lang === "es" ? `${discount} % bajo el avalúo` : `${discount}% below appraisal`;
}
