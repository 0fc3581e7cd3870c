import { countLabel, countLabelEn } from "../format/number";
import { bilingual } from "../i18n/bilingual";
import type { ServiceCategory } from "./services";

// What the premium services dialog says, in each language (the services' own words are
// SERVICE_TEXTS in billing-text.ts).
export const SERVICE_CATEGORY_NAMES = bilingual({
  promotion: { es: "Promoción", en: "Promotion" },
  features: { es: "Funciones", en: "Features" },
  analytics: { es: "Análisis", en: "Analytics" },
} satisfies Record<ServiceCategory, unknown>);

export const PREMIUM_SERVICES_TEXT = bilingual({
  title: { es: "Servicios Premium", en: "Premium Services" },
  forListing: { es: "Para:", en: "For:" },
  lead: { es: "Haz que tus propiedades se vean más y mide cómo les va.", en: "Make your listings seen more and measure how they do." },
  signInFirst: { es: "Inicia sesión para activar servicios en tus propiedades.", en: "Sign in to activate services on your listings." },
  signIn: { es: "Iniciar sesión", en: "Sign in" },
  seekerAccount: {
    es: "Tu cuenta es para buscar propiedad; si publicas, crea una cuenta de agente o inmobiliaria.",
    en: "Your account is for finding a property; if you publish, create an agent or agency account.",
  },
  property: { es: "Propiedad", en: "Listing" },
  loadingListings: { es: "Cargando tus propiedades…", en: "Loading your listings…" },
  chooseListing: { es: "Elige una propiedad", en: "Choose a listing" },
  listingsFailed: {
    es: "No pudimos cargar tus propiedades. Cierra y vuelve a abrir para intentarlo de nuevo.",
    en: "We could not load your listings. Close and open again to try again.",
  },
  noListings: {
    es: "Aún no tienes propiedades: publica una para contratar servicios.",
    en: "You have no listings yet: publish one to get services.",
  },
  publish: { es: "Publicar propiedad", en: "List a property" },
  perListing: { es: "Cada servicio se contrata para una de tus propiedades.", en: "Each service is bought for one of your listings." },
  categories: { es: "Categorías de servicios", en: "Service categories" },
  days: { es: (n: number) => countLabel(n, "día"), en: (n: number) => countLabelEn(n, "day") },
  oneTime: { es: " MXN, pago único", en: " MXN, one-time payment" },
  credits: {
    es: (n: number) => `Tienes ${countLabel(n, "crédito")} de recorrido 3D en tu plan.`,
    en: (n: number) => `You have ${countLabelEn(n, "3D tour credit")} in your plan.`,
  },
  activating: { es: "Activando...", en: "Activating..." },
  useCredit: { es: "Usar mi crédito", en: "Use my credit" },
  activate: { es: "Activar Servicio", en: "Activate Service" },
});
