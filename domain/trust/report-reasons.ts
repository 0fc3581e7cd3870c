// Why a person reports a listing ("Reportar anuncio"). The keys are stored; the labels are
// what the form and the operator's desk show.
export const REPORT_REASONS = ["no_disponible", "precio_falso", "fotos_de_otra_propiedad", "dinero_antes_de_visitar", "no_responde", "otro"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  no_disponible: "Ya no está disponible",
  precio_falso: "El precio es falso",
  fotos_de_otra_propiedad: "Las fotos son de otra propiedad",
  dinero_antes_de_visitar: "Me pidieron dinero antes de visitar",
  no_responde: "El anunciante no responde",
  otro: "Otro",
};
