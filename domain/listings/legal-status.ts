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

// "32 % por debajo del avalúo": the discount of a remate against its appraisal.
export function appraisalDiscount(price: number, appraisal: number | null): number | null {
  if (!appraisal || appraisal <= price) return null;
  return Math.round((1 - price / appraisal) * 100);
}

/** "32 % por debajo del avalúo": the discount as the property page (and the publish form's preview) words it. */
export function appraisalDiscountLabel(discount: number): string {
  return `${discount} % por debajo del avalúo`;
}

/** "32 % bajo el avalúo": the short form for cards. */
export function appraisalDiscountHint(discount: number): string {
  return `${discount} % bajo el avalúo`;
}
