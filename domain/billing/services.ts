import { countLabel } from "../format/number";
import { CHECKOUT_MESSAGES, CHECKOUT_MESSAGES_EN } from "./checkout-messages";
import { LISTING_MESSAGES, LISTING_MESSAGES_EN } from "../listings/listing-messages";
import type { TextsLike } from "../i18n/bilingual";
import { DAY_MS } from "./plans";

// The fixed add-on catalogue: the services an advertiser buys for one listing.
export type ServiceCategory = "promotion" | "features" | "analytics";

export type AddOnService = {
  id: string;
  name: string;
  description: string;
  duration_days: number | null;
  category: ServiceCategory;
  icon: string; // a lucide icon name
  price_mxn: number | null;
  // What the checkout charges for one listing, in MXN. For virtual_tour, drone_video and
  // ai_agent it is the catalogue's published price; for the other four it is the checkout's own price (the catalogue gives
  // none): kept apart from price_mxn so /precios' Services tab, which lists only the
  // services with a published price, and the services table rows do not change.
  checkout_price_mxn: number;
};

export const SERVICE_CATALOGUE: readonly AddOnService[] = [
  {
    id: "boost_property",
    name: "Impulso de propiedad",
    description: "Tu propiedad aparece más arriba en los resultados de su zona.",
    duration_days: 7,
    category: "promotion",
    icon: "rocket",
    price_mxn: null,
    checkout_price_mxn: 499,
  },
  {
    id: "featured_listing",
    name: "Propiedad destacada",
    description: "Insignia de Destacado y lugar preferente en búsquedas y en la página de inicio.",
    duration_days: 14,
    category: "promotion",
    icon: "star",
    price_mxn: null,
    checkout_price_mxn: 899,
  },
  {
    id: "premium_gallery",
    name: "Galería premium",
    description: "Hasta 50 fotos y videos para mostrar cada rincón.",
    duration_days: null,
    category: "features",
    icon: "images",
    price_mxn: null,
    checkout_price_mxn: 299,
  },
  {
    id: "analytics_insights",
    name: "Análisis de desempeño",
    description: "Visitas, contactos y comparación con propiedades similares.",
    duration_days: 30,
    category: "analytics",
    icon: "chart-line",
    price_mxn: null,
    checkout_price_mxn: 199,
  },
  {
    id: "virtual_tour",
    name: "Recorrido virtual 3D",
    description: "Un recorrido 3D profesional de tu propiedad.",
    duration_days: null,
    category: "features",
    icon: "box",
    price_mxn: 3999,
    checkout_price_mxn: 3999,
  },
  {
    id: "drone_video",
    name: "Video con dron",
    description:
      "Video aéreo de 60–90 s, entrega en 48–72 h. Precio por propiedad en la Ciudad de México; otras zonas pueden requerir viáticos. IVA incluido si aplica.",
    duration_days: null,
    category: "features",
    icon: "plane",
    price_mxn: 5499,
    checkout_price_mxn: 5499,
  },
  {
    id: "ai_agent",
    name: "Agente de IA 24/7",
    description: "Automatización por WhatsApp que atiende a tus prospectos las 24 horas.",
    duration_days: null,
    category: "features",
    icon: "bot",
    price_mxn: 4990,
    checkout_price_mxn: 4990,
  },
];

// The service a 3D tour credit of the Pro and Expert plans pays for.
export const CREDIT_SERVICE_ID = "virtual_tour";
// A featured listing shows on the home page and first in its colonia's results; a boosted
// one comes next in its colonia's results, while the purchase lasts.
export const FEATURED_SERVICE_ID = "featured_listing";
export const BOOST_SERVICE_ID = "boost_property";
// Services the content pages and the plans name.
export const AI_AGENT_SERVICE_ID = "ai_agent";
export const DRONE_VIDEO_SERVICE_ID = "drone_video";

// What buying a service answers in Spanish (worker and web).
export const SERVICE_MESSAGES = {
  notSignedIn: "Debes estar autenticado para usar servicios",
  agentsOnly: "Los servicios premium son para agentes e inmobiliarias.",
  notFound: "Servicio no encontrado",
  propertyRequired: "Elige la propiedad para la que quieres el servicio.",
  propertyNotFound: LISTING_MESSAGES.notFound,
  propertyClosed: "Los servicios son para propiedades publicadas o pausadas: elige otra de tus publicaciones.",
  noCredit: "No tienes créditos de recorrido 3D disponibles.",
  creditOnlyTour: "El crédito de tu plan solo paga el recorrido virtual 3D.",
  checkoutFailed: "No se pudo iniciar el pago del servicio. Intenta de nuevo.",
  paymentsUnavailable: "Los pagos no están disponibles por ahora. Intenta más tarde.",
  orderNotFound: CHECKOUT_MESSAGES.paymentNotFound,
  orderCanceled: "Este pago fue cancelado. Elige el servicio de nuevo.",
  // A service checkout that failed for a reason the person cannot fix.
  activationFailed: "No se pudo activar el servicio",
  // The confirmation's title; activationMessage() is its sentence.
  activated: "¡Servicio activado!",
} as const;

export const SERVICE_MESSAGES_EN: TextsLike<typeof SERVICE_MESSAGES> = {
  notSignedIn: "You must be signed in to use services",
  agentsOnly: "Premium services are for agents and agencies.",
  notFound: "Service not found",
  propertyRequired: "Choose the property you want the service for.",
  propertyNotFound: LISTING_MESSAGES_EN.notFound,
  propertyClosed: "Services are for published or paused listings: choose another of your listings.",
  noCredit: "You have no 3D tour credits available.",
  creditOnlyTour: "Your plan's credit only pays for the 3D virtual tour.",
  checkoutFailed: "The service's payment could not start. Try again.",
  paymentsUnavailable: "Payments are not available right now. Try later.",
  orderNotFound: CHECKOUT_MESSAGES_EN.paymentNotFound,
  orderCanceled: "This payment was canceled. Choose the service again.",
  activationFailed: "The service could not be activated",
  activated: "Service activated!",
};

export const AI_AGENT_CUSTOM_RANGE_MXN = { from: 14_000, to: 42_500 } as const;

export function findService(id: string): AddOnService | undefined {
  return SERVICE_CATALOGUE.find((s) => s.id === id);
}

// A service's name as every page and plan writes it.
export function serviceName(id: string): string {
  const service = findService(id);
  if (!service) throw new Error(`No service ${id} in the catalogue`);
  return service.name;
}

/** "7 días": how long a service lasts once active. */
export const serviceDurationLabel = (days: number): string => countLabel(days, "día");

// expires_at = now + duration days, or null.
export function serviceExpiry(service: Pick<AddOnService, "duration_days">, now: Date): Date | null {
  return service.duration_days === null ? null : new Date(now.getTime() + service.duration_days * DAY_MS);
}

// The activation's sentence: the name, and the days when it has a duration.
export function activationMessage(service: Pick<AddOnService, "name" | "duration_days">): string {
  return service.duration_days === null
    ? `${service.name} activado.`
    : `${service.name} activado por ${serviceDurationLabel(service.duration_days)}.`;
}
