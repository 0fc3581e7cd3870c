import { countLabel, countLabelEn } from "../format/number";
import { bilingual } from "../i18n/bilingual";
import { PLAN_PERIOD_DAYS } from "./plans";
import type { AddOnService } from "./services";

// What the checkout pages (a plan's and a premium service's) say, in each language.
export const CHECKOUT_TEXT = bilingual({
  testPayment: { es: "Pago de prueba — no se hará ningún cargo", en: "Test payment — nothing will be charged" },
  notFound: { es: "No encontramos este pago.", en: "We did not find this payment." },
  loadFailed: { es: "No pudimos cargar el pago.", en: "We could not load the payment." },
  canceled: { es: "Este pago se canceló.", en: "This payment was canceled." },
  cancelFailed: { es: "No se pudo cancelar el pago", en: "The payment could not be canceled" },
  tryAgain: { es: "Intenta de nuevo.", en: "Try again." },
  loading: { es: "Cargando el pago…", en: "Loading the payment…" },
  retry: { es: "Reintentar", en: "Try again" },
  seePlans: { es: "Ver planes", en: "See plans" },
  pay: { es: "Pagar", en: "Pay" },
  paying: { es: "Procesando...", en: "Processing..." },
  cancel: { es: "Cancelar", en: "Cancel" },
  canceling: { es: "Cancelando...", en: "Canceling..." },
  // A plan
  planTitle: { es: "Pago de prueba · Hogaria", en: "Test payment · Hogaria" },
  confirmPlan: { es: "Confirmar suscripción", en: "Confirm subscription" },
  mxnToday: { es: "MXN hoy", en: "MXN today" },
  mxnMonth: { es: "MXN/mes", en: "MXN/month" },
  renews: { es: `Se renueva cada ${PLAN_PERIOD_DAYS} días`, en: `Renews every ${PLAN_PERIOD_DAYS} days` },
  planLocalNote: {
    es: "Entorno local: el pago se simula y tu plan se activa al momento.",
    en: "Local environment: the payment is simulated and your plan is active at once.",
  },
  planName: { es: (name: string) => `Plan ${name}`, en: (name: string) => `${name} plan` },
  linkExpired: { es: "Puede que el enlace haya expirado. Elige tu plan de nuevo.", en: "The link may have expired. Choose your plan again." },
  alreadyPaid: { es: "Este pago ya se completó.", en: "This payment is already complete." },
  planActive: { es: "Tu plan ya está activo.", en: "Your plan is already active." },
  nothingCharged: {
    es: "No se hizo ningún cargo. Puedes elegir un plan cuando quieras.",
    en: "Nothing was charged. You can choose a plan whenever you like.",
  },
  // A service
  serviceTitle: { es: "Pago de servicio · Hogaria", en: "Service payment · Hogaria" },
  seeServices: { es: "Ver servicios", en: "See services" },
  toDashboard: { es: "Ir a mi panel", en: "Go to my dashboard" },
  serviceLinkExpired: {
    es: "Puede que el enlace haya expirado. Elige el servicio de nuevo.",
    en: "The link may have expired. Choose the service again.",
  },
  serviceNothingCharged: {
    es: "No se hizo ningún cargo. Puedes contratar el servicio cuando quieras.",
    en: "Nothing was charged. You can get the service whenever you like.",
  },
  confirming: { es: "Estamos confirmando tu pago…", en: "We are confirming your payment…" },
  confirmingText: {
    es: "En cuanto llegue la confirmación, tu servicio se activa. No cierres esta página.",
    en: "As soon as the confirmation arrives, your service is active. Do not close this page.",
  },
  confirmingSlow: {
    es: "La confirmación está tardando. Vuelve en unos minutos: el servicio se activará solo.",
    en: "The confirmation is taking a while. Come back in a few minutes: the service will activate by itself.",
  },
  confirmService: { es: "Confirmar servicio", en: "Confirm service" },
  mxnOnce: { es: "MXN, pago único", en: "MXN, one-time payment" },
  noExpiry: { es: "Sin fecha de vencimiento", en: "No expiry date" },
  activeFor: {
    es: (days: number) => `Activo ${countLabel(days, "día")} desde el pago`,
    en: (days: number) => `Active for ${countLabelEn(days, "day")} from payment`,
  },
  serviceLocalNote: {
    es: "Entorno local: el pago se simula y el servicio se activa al momento.",
    en: "Local environment: the payment is simulated and the service is active at once.",
  },
  forListing: { es: "Para:", en: "For:" },
  expiresOn: { es: (date: string) => `Vence el ${date}`, en: (date: string) => `Expires on ${date}` },
  activatedTitle: { es: "¡Servicio activado!", en: "Service activated!" },
  activationFailed: { es: "No se pudo activar el servicio", en: "The service could not be activated" },
  activated: {
    es: (service: Pick<AddOnService, "name" | "duration_days">) =>
      service.duration_days === null ? `${service.name} activado.` : `${service.name} activado por ${countLabel(service.duration_days, "día")}.`,
    en: (service: Pick<AddOnService, "name" | "duration_days">) =>
      service.duration_days === null ? `${service.name} activated.` : `${service.name} activated for ${countLabelEn(service.duration_days, "day")}.`,
  },
});
