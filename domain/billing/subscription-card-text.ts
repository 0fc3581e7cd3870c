import { countLabel, countLabelEn } from "../format/number";
import { bilingual } from "../i18n/bilingual";

// What the dashboard's plan card says, in each language (the plan's name is the catalogue's).
export const SUBSCRIPTION_CARD_TEXT = bilingual({
  loading: { es: "Cargando tu plan…", en: "Loading your plan…" },
  loadFailed: { es: "No pudimos cargar tu plan.", en: "We could not load your plan." },
  retry: { es: "Reintentar", en: "Try again" },
  seePlans: { es: "Ver planes", en: "See plans" },
  yourPlan: { es: "Tu plan", en: "Your plan" },
  changePlanTitle: { es: "Cambiar Plan", en: "Change plan" },
  confirming: {
    es: "Confirmando tu pago… tu plan aparecerá aquí en unos segundos.",
    en: "Confirming your payment… your plan will show here in a few seconds.",
  },
  stillConfirming: {
    es: "Tu pago se está confirmando. Recarga la página en unos minutos para ver tu plan.",
    en: "Your payment is being confirmed. Reload the page in a few minutes to see your plan.",
  },
  passes: { es: (n: number) => `Pases disponibles: ${n}`, en: (n: number) => `Passes available: ${n}` },
  tours: { es: (n: number) => `Créditos de tour 3D: ${n}`, en: (n: number) => `3D tour credits: ${n}` },
  forATour: { es: "Para un recorrido virtual", en: "For a virtual tour" },
  changePlan: { es: "Cambiar plan", en: "Change plan" },
  inactive: {
    es: "Mientras tu plan no esté activo no puedes publicar ni renovar propiedades.",
    en: "While your plan is not active you cannot publish or renew listings.",
  },
  renewsOn: { es: (date: string) => `Se renueva el ${date}`, en: (date: string) => `Renews on ${date}` },
  runsUntil: { es: (date: string) => `Vigente hasta el ${date}`, en: (date: string) => `Active until ${date}` },
  periodUntil: { es: (date: string) => `Periodo hasta el ${date}`, en: (date: string) => `Period until ${date}` },
  split: {
    es: (period: number, rollover: number) => `${period} del periodo + ${countLabel(rollover, "acumulado")}`,
    en: (period: number, rollover: number) => `${period} this period + ${countLabelEn(rollover, "carried over", "carried over")}`,
  },
});

/** A subscription's status in words. */
export const SUBSCRIPTION_STATUS_NAMES = bilingual({
  active: { es: "Activa", en: "Active" },
  past_due: { es: "Pago pendiente", en: "Payment due" },
  pending: { es: "Esperando el pago", en: "Awaiting payment" },
  canceled: { es: "Cancelada", en: "Canceled" },
});
