import type { Bilingual } from "../i18n/bilingual";
import type { Lang } from "../i18n/lang";
import { pagePath } from "./page-routes";

// The title and description of each page whose words do not depend on data, in each
// language: what the worker writes into the HTML for crawlers and link previews, and what
// the page itself shows as its title once the app runs. Defined once, here.
export type PageText = { title: string; description: string };

const PAGES = {
  "/": {
    es: {
      title: "Hogaria · Casas y departamentos en renta y venta en CDMX",
      description:
        "Encuentra tu próximo hogar en la Ciudad de México: casas y departamentos en renta y venta, con precios en pesos y asesoría cercana.",
    },
    en: {
      title: "Hogaria · Homes and apartments for rent and sale in Mexico City",
      description: "Find your next home in Mexico City: houses and apartments for rent and for sale, with prices in pesos and advice close at hand.",
    },
  },
  [pagePath.rentar]: {
    es: {
      title: "Casas y departamentos en renta en CDMX · Hogaria",
      description: "Departamentos y casas en renta en la Ciudad de México, por colonia, precio y recámaras.",
    },
    en: {
      title: "Houses and apartments for rent in Mexico City · Hogaria",
      description: "Apartments and houses for rent in Mexico City, by neighborhood, price and bedrooms.",
    },
  },
  [pagePath.comprar]: {
    es: {
      title: "Casas y departamentos en venta en CDMX · Hogaria",
      description: "Casas y departamentos en venta en la Ciudad de México, con precios en pesos y búsqueda por mapa.",
    },
    en: {
      title: "Houses and apartments for sale in Mexico City · Hogaria",
      description: "Houses and apartments for sale in Mexico City, with prices in pesos and map search.",
    },
  },
  [pagePath.remate]: {
    es: {
      title: "Remates inmobiliarios en CDMX · Hogaria",
      description: "Propiedades en remate en la Ciudad de México: casas y departamentos por debajo de su valor.",
    },
    en: {
      title: "Foreclosures in Mexico City · Hogaria",
      description: "Foreclosed properties in Mexico City: houses and apartments below their value.",
    },
  },
  [pagePath.precios]: {
    es: { title: "Planes de suscripción · Hogaria", description: "Planes mensuales en pesos para agentes e inmobiliarias que publican en Hogaria." },
    en: { title: "Subscription plans · Hogaria", description: "Monthly plans in pesos for agents and agencies who list on Hogaria." },
  },
  [pagePath.servicios]: {
    es: {
      title: "Servicios para rentar y comprar · Hogaria",
      description: "Renta segura, depósito cero, visitas 360, precalificación y asesoría gratis por WhatsApp.",
    },
    en: {
      title: "Services for renting and buying · Hogaria",
      description: "Secure rent, zero deposit, 360 tours, pre-qualification and free advice on WhatsApp.",
    },
  },
  [pagePath.terminos]: {
    es: {
      title: "Términos y condiciones · Hogaria",
      description: "Las reglas para usar Hogaria: cuentas, publicaciones, planes, pagos y mensajería.",
    },
    en: { title: "Terms and conditions · Hogaria", description: "The rules for using Hogaria: accounts, listings, plans, payments and messaging." },
  },
  [pagePath.privacidad]: {
    es: {
      title: "Aviso de privacidad · Hogaria",
      description: "Cómo Hogaria trata tus datos personales conforme a la ley mexicana, y cómo ejercer tus derechos ARCO.",
    },
    en: {
      title: "Privacy notice · Hogaria",
      description: "How Hogaria handles your personal data under Mexican law, and how to exercise your ARCO rights.",
    },
  },
  [pagePath.queOfrece]: {
    es: {
      title: "Qué ofrece Hogaria",
      description: "Búsqueda por mapa, tableros con tus clientes, agentes de IA 24/7, recorridos 3D y asesoría por WhatsApp.",
    },
    en: {
      title: "What Hogaria offers",
      description: "Map search, boards shared with your clients, 24/7 AI agents, 3D tours and advice on WhatsApp.",
    },
  },
  [pagePath.sobreNosotros]: {
    es: { title: "Sobre nosotros · Hogaria", description: "Somos Hogaria: ayudamos a familias de la Ciudad de México a encontrar su próximo hogar." },
    en: { title: "About us · Hogaria", description: "We are Hogaria: we help families in Mexico City find their next home." },
  },
  [pagePath.agenteAi]: {
    es: {
      title: "Agente de IA 24/7 por WhatsApp · Hogaria",
      description: "Un agente de IA que atiende a tus prospectos por WhatsApp las 24 horas y agenda visitas.",
    },
    en: {
      title: "24/7 AI agent on WhatsApp · Hogaria",
      description: "An AI agent that answers your leads on WhatsApp around the clock and books viewings.",
    },
  },
  [pagePath.agencies]: {
    es: {
      title: "Buscar inmobiliarias en CDMX · Hogaria",
      description: "Inmobiliarias de la Ciudad de México por nombre y alcaldía, con sus propiedades publicadas.",
    },
    en: {
      title: "Find real estate agencies in Mexico City · Hogaria",
      description: "Real estate agencies in Mexico City by name and borough, with the properties they list.",
    },
  },
  [pagePath.guides]: {
    es: {
      title: "Guías para rentar o comprar en CDMX · Hogaria",
      description:
        "Seis guías para tu primera renta o compra en la Ciudad de México: cuánto pagar de renta, documentos, crédito, colonias, fraudes y comprar o rentar.",
    },
    en: {
      title: "Guides to renting or buying in Mexico City · Hogaria",
      description:
        "Six guides for your first rental or purchase in Mexico City: how much rent to pay, documents, mortgages, neighborhoods, fraud, and buying or renting.",
    },
  },
  [pagePath.guideRentBudget]: {
    es: {
      title: "¿Cuánto puedes pagar de renta? Calculadora para CDMX · Hogaria",
      description:
        "Calcula la renta máxima para tu ingreso (un tercio), el depósito, la póliza jurídica y el dinero que necesitas el día que firmas en la Ciudad de México.",
    },
    en: {
      title: "How much rent can you afford? Calculator for Mexico City · Hogaria",
      description:
        "Work out the highest rent for your income (a third), the deposit, the rental guarantee policy and the cash you need the day you sign in Mexico City.",
    },
  },
  [pagePath.guideRentalDocuments]: {
    es: {
      title: "Documentos para rentar en CDMX · Hogaria",
      description:
        "Qué te piden para rentar en la Ciudad de México: identificación, comprobantes de ingresos, aval con propiedad en CDMX o póliza jurídica y referencias.",
    },
    en: {
      title: "Documents to rent in Mexico City · Hogaria",
      description:
        "What you are asked for to rent in Mexico City: ID, proof of income, a guarantor with property in the city or a rental guarantee policy, and references.",
    },
  },
  [pagePath.guideMortgage]: {
    es: {
      title: "Crédito Infonavit o bancario: calcula tu mensualidad · Hogaria",
      description:
        "Calcula la mensualidad de tu crédito hipotecario con precio, enganche, tasa y plazo, y compara las tasas típicas de Infonavit y de los bancos.",
    },
    en: {
      title: "Infonavit or bank mortgage: work out your monthly payment · Hogaria",
      description:
        "Work out your mortgage payment from price, down payment, rate and term, and compare the typical rates of Infonavit and the banks.",
    },
  },
  [pagePath.guideFamilyColonias]: {
    es: {
      title: "Colonias para familias en CDMX · Hogaria",
      description:
        "Colonias de la Ciudad de México con escuelas, parques y transporte cerca: Del Valle, Narvarte, Coyoacán, Portales, Lindavista y Tlalpan Centro.",
    },
    en: {
      title: "Family-friendly neighborhoods in Mexico City · Hogaria",
      description:
        "Mexico City neighborhoods with schools, parks and transport nearby: Del Valle, Narvarte, Coyoacán, Portales, Lindavista and Tlalpan Centro.",
    },
  },
  [pagePath.guideFraud]: {
    es: {
      title: "Cómo evitar fraudes al rentar o comprar · Hogaria",
      description:
        "Cómo reconocer un anuncio clonado, verificar a quien renta o vende, y por qué nunca pagar ni depositar antes de visitar y firmar.",
    },
    en: {
      title: "How to avoid fraud when renting or buying · Hogaria",
      description:
        "How to spot a cloned listing, check who is renting or selling, and why you should never pay or deposit before viewing and signing.",
    },
  },
  [pagePath.guideBuyOrRent]: {
    es: {
      title: "¿Comprar o rentar? Calculadora para CDMX · Hogaria",
      description:
        "Compara lo que te cuesta comprar y rentar en la Ciudad de México después de varios años, con supuestos que puedes cambiar: tasa, renta, plusvalía y ahorro.",
    },
    en: {
      title: "Buy or rent? Calculator for Mexico City · Hogaria",
      description:
        "Compare what buying and renting cost you in Mexico City after several years, with assumptions you can change: rate, rent, appreciation and savings.",
    },
  },
  [pagePath.login]: {
    es: { title: "Iniciar sesión · Hogaria", description: "Entra a tu cuenta de Hogaria." },
    en: { title: "Sign in · Hogaria", description: "Sign in to your Hogaria account." },
  },
  [pagePath.register]: {
    es: { title: "Crear cuenta · Hogaria", description: "Crea tu cuenta de Hogaria para guardar favoritas o publicar propiedades." },
    en: { title: "Create an account · Hogaria", description: "Create your Hogaria account to save favorites or list properties." },
  },
} as const satisfies Record<string, Bilingual<PageText>>;

export type StaticPagePath = keyof typeof PAGES;

/** Every page's words in both languages (the catalogue test walks it). */
export const STATIC_PAGE_TEXTS: Readonly<Record<StaticPagePath, Bilingual<PageText>>> = PAGES;

/** The Spanish words of each page, as the spec writes them. */
export const STATIC_PAGES = Object.fromEntries(Object.entries(PAGES).map(([path, text]) => [path, text.es])) as {
  readonly [P in StaticPagePath]: (typeof PAGES)[P]["es"];
};

/** A page's words in `lang`. */
export function staticPage(path: StaticPagePath, lang: Lang): PageText {
  return PAGES[path][lang];
}

/** Whether a path is one of the pages above (the sitemap lists them in every language). */
export function isStaticPagePath(path: string): path is StaticPagePath {
  return Object.hasOwn(PAGES, path);
}

// Unknown paths still get the app (it shows the 404 page), with a 404 status for crawlers.
export const NOT_FOUND_PAGE = {
  title: { es: "Página no encontrada · Hogaria", en: "Page not found · Hogaria" },
  // The heading is the product's own English words in both languages (a Spanish page marks
  // it lang="en"); the sentence under it says the same in the page's language.
  heading: "Oops! Page not found",
  lead: {
    es: "No encontramos esta página. Puede que el enlace esté incompleto o que la página ya no exista.",
    en: "We could not find this page. The link may be incomplete, or the page may no longer exist.",
  },
  description: { es: "La página que buscas no existe.", en: "The page you are looking for does not exist." },
  home: { es: "Volver al inicio", en: "Back to the home page" },
  status: 404,
} as const satisfies Record<string, Bilingual | string | number>;
