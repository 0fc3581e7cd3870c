import { COMMON_MESSAGES } from "../errors/common-messages";
import { formatPriceMXN } from "../format/money";
import { bilingual, type Bilingual } from "../i18n/bilingual";
import type { Lang } from "../i18n/lang";
import { PLAN_CATALOGUE } from "./plan-catalogue";
import { PLAN_PERIOD_DAYS, TOUR_3D_CREDIT_MXN } from "./plans";
import { AI_AGENT_CUSTOM_RANGE_MXN, SERVICE_CATALOGUE } from "./services";

// What /precios and its plan and service cards say, in each language. The plans and services
// themselves are defined once (plan-catalogue.ts, services.ts, in Spanish, as the database and
// the receipts keep them); their English words are here, by id, and the catalogue test
// checks that every plan and service has them.

export const PRICING_TEXT = bilingual({
  title: { es: "Planes de Suscripción", en: "Subscription Plans" },
  lead: {
    es: "Publica y destaca tus propiedades en la Ciudad de México. Precios por mes en pesos, sin plazos forzosos.",
    en: "List and feature your properties in Mexico City. Monthly prices in pesos, no minimum term.",
  },
  compare: { es: "Comparar planes", en: "Compare plans" },
  tabsLabel: { es: "Tipos de plan", en: "Plan types" },
  tabListings: { es: "Publicaciones", en: "Listings" },
  tabAgencies: { es: "Agencias", en: "Agencies" },
  tabServices: { es: "Servicios", en: "Services" },
  individualTitle: { es: "Planes individuales", en: "Individual plans" },
  individualText: { es: `${PLAN_PERIOD_DAYS} días, renovación automática`, en: `${PLAN_PERIOD_DAYS} days, renews automatically` },
  individualEmpty: { es: "Aún no hay planes individuales disponibles. Vuelve pronto.", en: "No individual plans are available yet. Come back soon." },
  agencyTitle: { es: "Planes para inmobiliarias", en: "Plans for agencies" },
  agencyGridLabel: { es: "Planes para agencias", en: "Plans for agencies" },
  agencyText: {
    es: "Pases por unidad más baratos que las suscripciones individuales, con gestión de agentes y reportes básicos.",
    en: "Per-listing passes cheaper than individual subscriptions, with agent management and basic reports.",
  },
  agencyEmpty: { es: "Aún no hay planes para agencias disponibles. Vuelve pronto.", en: "No agency plans are available yet. Come back soon." },
  servicesTitle: { es: "Servicios para tus anuncios", en: "Services for your listings" },
  servicesText: {
    es: "Producción profesional y automatización, con precio en pesos.",
    en: "Professional production and automation, priced in pesos.",
  },
  perMonth: { es: "/mes", en: "/month" },
  renews: { es: `MXN · se renueva cada ${PLAN_PERIOD_DAYS} días`, en: `MXN · renews every ${PLAN_PERIOD_DAYS} days` },
  loading: { es: "Cargando planes…", en: "Loading plans…" },
  loadError: { es: "No pudimos cargar los planes. Reintenta.", en: "We could not load the plans. Try again." },
  retry: { es: "Reintentar", en: "Try again" },
  popular: { es: "Más popular", en: "Most popular" },
  bestValue: { es: "Mejor valor", en: "Best value" },
  currentPlan: { es: "Plan actual", en: "Current plan" },
  choose: { es: "Elegir", en: "Choose" },
  processing: { es: "Procesando...", en: "Processing..." },
  yourPlan: { es: "Tu plan actual", en: "Your current plan" },
  bigTeams: { es: "Para equipos grandes", en: "For large teams" },
  custom: { es: "A medida", en: "Custom" },
  contactSales: { es: "Contactar Ventas", en: "Contact Sales" },
  signInTitle: { es: COMMON_MESSAGES.signInToSubscribeTitle, en: "Sign in" },
  signInText: { es: COMMON_MESSAGES.signInToSubscribe, en: "You need to sign in to subscribe to a plan" },
  signIn: { es: "Iniciar sesión", en: "Sign in" },
  plansAreFor: {
    es: "Los planes son para agentes e inmobiliarias. Entra a tu cuenta o crea una y te traemos de vuelta a este plan para pagarlo.",
    en: "Plans are for agents and agencies. Sign in or create an account, and we will bring you back to this plan to pay for it.",
  },
  planSummary: {
    es: (price: string) => `${price} MXN al mes, se renueva cada ${PLAN_PERIOD_DAYS} días`,
    en: (price: string) => `${price} MXN a month, renews every ${PLAN_PERIOD_DAYS} days`,
  },
  registerAgency: { es: "Crear cuenta de inmobiliaria", en: "Create an agency account" },
  registerAgent: { es: "Crear cuenta de agente", en: "Create an agent account" },
  pricedServices: { es: "Servicios con precio", en: "Priced services" },
  aiAgentPrice: {
    es: `desde ${formatPriceMXN(AI_AGENT_CUSTOM_RANGE_MXN.from)} hasta ${formatPriceMXN(AI_AGENT_CUSTOM_RANGE_MXN.to)}`,
    en: `from ${formatPriceMXN(AI_AGENT_CUSTOM_RANGE_MXN.from)} to ${formatPriceMXN(AI_AGENT_CUSTOM_RANGE_MXN.to)}`,
  },
  aiAgentPriceNote: { es: "MXN, precio a la medida", en: "MXN, custom pricing" },
  requestDemo: { es: "Solicitar demo", en: "Request a demo" },
  opensWhatsApp: { es: " (abre WhatsApp en una pestaña nueva)", en: " (opens WhatsApp in a new tab)" },
  moreDetails: { es: "Más detalles", en: "More details" },
  perListingOnce: { es: "MXN por propiedad, pago único", en: "MXN per property, one-time payment" },
  hire: { es: "Contratar Servicio", en: "Hire Service" },
  boostTitle: { es: "Impulsa y mide tus anuncios", en: "Boost and measure your listings" },
  boostText: {
    es: (names: string) => `${names}: actívalos en tus propiedades desde Servicios Premium.`,
    en: (names: string) => `${names}: turn them on for your properties from Premium Services.`,
  },
  and: { es: "y", en: "and" },
});

type PlanWords = { name: string; description: string; feature_list: readonly string[] };

const ONE_LISTING_EN = `1 property listed for ${PLAN_PERIOD_DAYS} days`;

const PLAN_EN: Record<string, PlanWords> = {
  plan_basic: {
    name: "Basic",
    description: "List your property with standard visibility.",
    feature_list: [ONE_LISTING_EN, "Low visibility in results", "Automatic renewal"],
  },
  plan_pro: {
    name: "Pro",
    description: "More visibility and a 3D tour to sell faster.",
    feature_list: [
      ONE_LISTING_EN,
      "High visibility in results",
      `${formatPriceMXN(TOUR_3D_CREDIT_MXN)} credit for a 3D tour`,
      "AI recommendation to matching buyers",
    ],
  },
  plan_expert: {
    name: "Expert",
    description: "The highest exposure, with an AI campaign and the home page.",
    feature_list: [
      ONE_LISTING_EN,
      "Maximum visibility in results",
      "Credit for a 3D tour",
      "AI campaign aimed at profiles like your buyers",
      "7 days on the home page",
    ],
  },
  plan_agency_core: {
    name: "Agency Core",
    description: "To start listing as a team.",
    feature_list: ["5 basic properties", "Agent management", "Basic reports"],
  },
  plan_agency_pro: {
    name: "Agency Pro",
    description: "The agencies' favorite plan.",
    feature_list: ["10 Pro properties + 2 Expert properties", "Agent management", "Basic reports", "24/7 AI agent"],
  },
  plan_agency_expert: {
    name: "Agency Expert",
    description: "Maximum visibility for your whole inventory.",
    feature_list: ["10 Expert properties", "Agent management", "Basic reports", "24/7 AI agent"],
  },
  plan_enterprise: {
    name: "Enterprise",
    description: "For networks and developers with needs of their own.",
    feature_list: ["Unlimited team", "Advanced analytics", "Priority support", "Custom integrations"],
  },
};

/** Every plan's words in both languages, by id (the catalogue test walks it). */
export const PLAN_TEXTS: Readonly<Record<string, Bilingual<PlanWords>>> = Object.fromEntries(
  PLAN_CATALOGUE.map((plan) => [
    plan.id,
    { es: { name: plan.name, description: plan.description, feature_list: plan.feature_list }, en: PLAN_EN[plan.id] },
  ]),
);

/** A plan's name in `lang`: its own (Spanish, as stored) or its English one ("Básico", "Basic"); a plan the catalogue does not know keeps its own. */
export const planNameIn = (plan: { id: string; name: string }, lang: Lang): string =>
  lang === "es" ? plan.name : (PLAN_TEXTS[plan.id]?.[lang].name ?? plan.name);

/** A plan's name, description and features in `lang`; a plan the catalogue does not know keeps its own words. */
export function planWords(plan: PlanWords & { id: string }, lang: Lang): PlanWords {
  return PLAN_TEXTS[plan.id]?.[lang] ?? plan;
}

type ServiceWords = { name: string; description: string; details?: readonly string[] };

const SERVICE_EN: Record<string, ServiceWords> = {
  boost_property: { name: "Property boost", description: "Your property appears higher in its area's results." },
  featured_listing: { name: "Featured property", description: "A Featured badge and a preferred place in searches and on the home page." },
  premium_gallery: { name: "Premium gallery", description: "Up to 50 photos and videos to show every corner." },
  analytics_insights: { name: "Performance insights", description: "Views, contacts and a comparison with similar properties." },
  virtual_tour: {
    name: "3D virtual tour",
    description: "A professional 3D tour of your property.",
    details: [
      "Professional 3D tour, ready for your listing",
      `With the Pro and Expert plans you get ${formatPriceMXN(TOUR_3D_CREDIT_MXN)} of credit for your 3D tour`,
    ],
  },
  drone_video: {
    name: "Drone video",
    description:
      "A 60–90 s aerial video, delivered in 48–72 h. Price per property in Mexico City; other areas may add travel costs. VAT included where it applies.",
    details: [
      "60–90 s aerial video",
      "Delivered in 48–72 h",
      "Price per property in Mexico City",
      "Other areas may add travel costs",
      "VAT included where it applies",
    ],
  },
  ai_agent: {
    name: "24/7 AI agent",
    description: "WhatsApp automation that answers your leads around the clock.",
    details: [
      "Answers your leads on WhatsApp 24/7",
      "Qualifies them, books viewings and hands you the conversation",
      "Pricing made to fit your business",
    ],
  },
};

/** The details each priced service lists under its price, in Spanish. */
const SERVICE_DETAILS_ES: Record<string, readonly string[]> = {
  virtual_tour: [
    "Recorrido 3D profesional, listo para tu anuncio",
    `Con los planes Pro y Expert tienes ${formatPriceMXN(TOUR_3D_CREDIT_MXN)} de crédito para tu tour 3D`,
  ],
  drone_video: [
    "Video aéreo de 60–90 s",
    "Entrega en 48–72 h",
    "Precio por propiedad en la Ciudad de México",
    "Otras zonas pueden requerir viáticos",
    "IVA incluido si aplica",
  ],
  ai_agent: [
    "Atiende a tus prospectos por WhatsApp 24/7",
    "Califica, agenda visitas y te pasa la conversación",
    "Precio a la medida de tu operación",
  ],
};

/** Every service's words in both languages, by id (the catalogue test walks it). */
export const SERVICE_TEXTS: Readonly<Record<string, Bilingual<ServiceWords>>> = Object.fromEntries(
  SERVICE_CATALOGUE.map((s) => [
    s.id,
    {
      es: { name: s.name, description: s.description, ...(SERVICE_DETAILS_ES[s.id] ? { details: SERVICE_DETAILS_ES[s.id] } : {}) },
      en: SERVICE_EN[s.id],
    },
  ]),
);

/** A service's name, description and details in `lang`. */
export function serviceWords(service: { id: string; name: string; description: string }, lang: Lang): ServiceWords {
  return SERVICE_TEXTS[service.id]?.[lang] ?? service;
}

// The dialogs of choosing a plan: "Elige tu suscripción" on /precios and "Cambiar plan" with its confirmation.
export const PLAN_DIALOG_TEXT = bilingual({
  subscriptionTitle: { es: "Elige tu suscripción", en: "Choose your subscription" },
  subscriptionText: {
    es: `Precios por mes en pesos mexicanos. Cada periodo dura ${PLAN_PERIOD_DAYS} días y se renueva automáticamente.`,
    en: `Prices per month in Mexican pesos. Each period lasts ${PLAN_PERIOD_DAYS} days and renews automatically.`,
  },
  agencyTab: { es: "Planes para Agencia", en: "Agency Plans" },
  comparisonLabel: { es: "Comparación con planes individuales", en: "Comparison with individual plans" },
  comparisonTitle: {
    es: "Los pases por unidad de agencia cuestan menos que las suscripciones individuales",
    en: "Agency passes cost less per unit than individual subscriptions",
  },
  coreLabel: { es: "Core básico", en: "Agency Core" },
  comparison: {
    es: (label: string, agency: string, individual: string) => `${label} ${agency} frente a ${individual} individual`,
    en: (label: string, agency: string, individual: string) => `${label} ${agency} vs. ${individual} individual`,
  },
  noPlans: { es: "No hay planes disponibles por ahora.", en: "No plans are available right now." },
  changePlan: { es: "Cambiar plan", en: "Change plan" },
  chooseNew: {
    es: "Elige tu nuevo plan. Los precios son por mes, en pesos mexicanos.",
    en: "Choose your new plan. Prices are per month, in Mexican pesos.",
  },
  calculating: { es: "Calculando tu cambio de plan…", en: "Working out your plan change…" },
  back: { es: "Volver", en: "Back" },
  cancelling: { es: "Cancelando...", en: "Cancelling..." },
});
