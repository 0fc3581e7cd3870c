import type { TextsLike } from "../i18n/bilingual";

// What buying a plan answers, on the API and on the checkout pages.
export const CHECKOUT_MESSAGES = {
  // The checkout could not start or be completed (also the plans page's toast).
  failed: "Hubo un problema al procesar la suscripción",
  planNotFound: "Ese plan no existe.",
  // A request that names no plan.
  choosePlan: "Elige un plan.",
  // An account that searches (no_agente) asking for a plan: plans publish listings.
  agentsOnly: "Los planes sirven para publicar propiedades, y publicar es para agentes e inmobiliarias.",
  customPricing: "El plan Enterprise se contrata con nuestro equipo de ventas.",
  // An agency's agent asking for a plan of their own: they publish with the agency's.
  agencyPlan: "Publicas con el plan de tu inmobiliaria: quien la administra lo elige y lo paga.",
  // A checkout session or service order that is not the person's, or does not exist.
  paymentNotFound: "No encontramos ese pago.",
  canceled: "Este pago fue cancelado. Elige tu plan de nuevo.",
  // Stripe's webhook: a signature or an event we cannot trust.
  badSignature: "Firma no válida.",
} as const;

export const CHECKOUT_MESSAGES_EN: TextsLike<typeof CHECKOUT_MESSAGES> = {
  failed: "There was a problem processing the subscription",
  planNotFound: "That plan does not exist.",
  choosePlan: "Choose a plan.",
  agentsOnly: "Plans are for publishing listings, and publishing is for agents and agencies.",
  customPricing: "The Enterprise plan is arranged with our sales team.",
  agencyPlan: "You publish with your agency's plan: whoever runs the agency chooses and pays for it.",
  paymentNotFound: "We did not find that payment.",
  canceled: "This payment was canceled. Choose your plan again.",
  badSignature: "Invalid signature.",
};
