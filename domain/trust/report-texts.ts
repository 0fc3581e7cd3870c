import type { Bilingual, TextsLike } from "../i18n/bilingual";
import { REPORT_REASON_LABELS } from "./report-reasons";

// "Reportar anuncio" on a listing: the button and its dialog's own words, in each language.
// The API's answers (the confirmation, its checks' messages) are still Spanish.
const REPORT_TEXTS_ES = {
  button: "Reportar anuncio",
  title: "Reportar anuncio",
  intro: "Cuéntanos qué pasa con este anuncio. Lo revisaremos y, si hace falta, lo sacaremos de las búsquedas.",
  reason: "Motivo",
  reasons: REPORT_REASON_LABELS,
  note: "Nota (opcional)",
  notePlaceholder: "Lo que viste, lo que te pidieron, cuándo…",
  emailHint: "Te avisaremos qué decidimos.",
  sending: "Enviando...",
  send: "Enviar reporte",
  sent: "Reporte enviado",
  privacy: "El anunciante no verá tus datos.",
};

const REPORT_TEXTS_EN: TextsLike<typeof REPORT_TEXTS_ES> = {
  button: "Report listing",
  title: "Report listing",
  intro: "Tell us what is wrong with this listing. We will review it and, if needed, take it out of the searches.",
  reason: "Reason",
  reasons: {
    no_disponible: "It is no longer available",
    precio_falso: "The price is fake",
    fotos_de_otra_propiedad: "The photos are of another property",
    dinero_antes_de_visitar: "They asked me for money before a visit",
    no_responde: "The advertiser does not answer",
    otro: "Other",
  },
  note: "Note (optional)",
  notePlaceholder: "What you saw, what they asked you for, when…",
  emailHint: "We will tell you what we decided.",
  sending: "Sending...",
  send: "Send report",
  sent: "Report sent",
  privacy: "The advertiser will not see your details.",
};

export const REPORT_TEXTS: Bilingual<TextsLike<typeof REPORT_TEXTS_ES>> = { es: REPORT_TEXTS_ES, en: REPORT_TEXTS_EN };
