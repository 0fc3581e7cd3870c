import { PLAN_PERIOD_DAYS } from "../billing/plans";
import { DRONE_VIDEO_SERVICE_ID, serviceName } from "../billing/services";
import { bilingual, type Bilingual } from "../i18n/bilingual";

// What /que-ofrece-hogaria says, in each language.

export const OFFER_TEXT = bilingual({
  highlightsTitle: { es: "En Hogaria encuentras", en: "On Hogaria you find" },
  eyebrow: { es: "Rentar y comprar en CDMX", en: "Renting and buying in Mexico City" },
  title: { es: "Qué ofrece Hogaria", en: "What Hogaria offers" },
  lead: {
    es: "Un solo lugar para encontrar casa o departamento en la Ciudad de México y, si eres agente o inmobiliaria, para atender a tus clientes de principio a fin.",
    en: "One place to find a house or an apartment in Mexico City and, if you are an agent or an agency, to serve your clients from start to finish.",
  },
  searchHome: { es: "Buscar mi hogar", en: "Find my home" },
  agentPlans: { es: "Planes para agentes", en: "Plans for agents" },
  callTitle: { es: "¿Quieres que te expliquemos con calma?", en: "Would you like us to explain it calmly?" },
  callText: {
    es: "Déjanos tu número y un asesor te llama para contarte qué te conviene, sin compromiso.",
    en: "Leave us your number and an adviser will call you to tell you what suits you, with no commitment.",
  },
  seekersTitle: { es: "Para encontrar tu hogar", en: "To find your home" },
  seekersIntro: {
    es: "Herramientas para buscar con calma, comparar con cabeza y rentar o comprar con seguridad.",
    en: "Tools to search calmly, compare wisely and rent or buy safely.",
  },
  prosTitle: { es: "Para agentes e inmobiliarias", en: "For agents and agencies" },
  prosIntro: {
    es: "Todo lo que necesitas para atender más clientes y cerrar mejor, sin perder el control de tu relación con ellos.",
    en: "Everything you need to serve more clients and close better, without losing control of your relationship with them.",
  },
  includes: { es: "Incluye", en: "Includes" },
});

export const OFFER_HIGHLIGHTS: Bilingual<readonly string[]> = {
  es: [
    "Precios en pesos, sin letras chiquitas",
    "Búsqueda por colonia, mapa o zona dibujada",
    "Asesoría gratis por WhatsApp",
    "Agentes de IA que responden 24/7",
  ],
  en: ["Prices in pesos, no fine print", "Search by neighborhood, map or a drawn area", "Free advice on WhatsApp", "AI agents that answer 24/7"],
};

type OfferWords = { title: string; text: string; cta: string; tags?: readonly string[] };

/** The offers for people looking for a home, in the order shown (their links are in the page). */
export const SEEKER_OFFERS: readonly Bilingual<OfferWords>[] = [
  {
    es: {
      title: "Búsqueda por ubicación",
      text: "Escribe una colonia, alcaldía o ciudad y elige de la lista: el autocompletado entiende «alvaro obr» igual que «Álvaro Obregón».",
      cta: "Empezar a buscar",
    },
    en: {
      title: "Search by location",
      text: "Type a neighborhood, borough or city and pick from the list: autocomplete understands “alvaro obr” just like “Álvaro Obregón”.",
      cta: "Start searching",
    },
  },
  {
    es: {
      title: "Mapa y búsqueda por polígono",
      text: "Recorre el mapa o dibuja tu zona ideal —cerca del trabajo, de la escuela o del metro— y ve solo lo que queda dentro.",
      cta: "Ver departamentos en renta",
    },
    en: {
      title: "Map and polygon search",
      text: "Move around the map or draw your ideal area (near work, school or the metro) and see only what falls inside it.",
      cta: "See apartments for rent",
    },
  },
  {
    es: {
      title: "Favoritas en listas",
      text: "Guarda las propiedades que te gustan en listas con nombre para comparar con calma o decidir en familia.",
      cta: "Ver casas en venta",
    },
    en: {
      title: "Favorites in lists",
      text: "Save the properties you like in named lists to compare calmly or decide as a family.",
      cta: "See houses for sale",
    },
  },
  {
    es: {
      title: "Asesoría por WhatsApp",
      text: "Renta segura, depósito cero, visitas, precalificación y compra segura: te orientamos gratis antes de firmar.",
      cta: "Conocer los servicios",
    },
    en: {
      title: "Advice on WhatsApp",
      text: "Secure rent, zero deposit, viewings, pre-qualification and secure purchase: we guide you for free before you sign.",
      cta: "See the services",
    },
  },
];

/** The offers for agents and agencies, in the order shown. */
export const PRO_OFFERS: readonly Bilingual<OfferWords>[] = [
  {
    es: {
      title: "Listas y tableros de clientes",
      text: "Cada cliente con su lista y un tablero compartido: arrastra propiedades a «Me gustaron», «No me gustaron» o «Propiedad ganadora» y decidan juntos.",
      cta: "Ir a Mis clientes",
    },
    en: {
      title: "Client lists and boards",
      text: "Each client with their list and a shared board: drag properties to “Liked”, “Not liked” or “Winning property” and decide together.",
      cta: "Go to My clients",
    },
  },
  {
    es: {
      title: "Agentes de IA 24/7",
      text: "Atiende a cada interesado al instante por WhatsApp, califícalo, agenda visitas y oriéntalo sobre comprar o rentar, también de madrugada.",
      cta: "Conocer el agente de IA",
    },
    en: {
      title: "24/7 AI agents",
      text: "Answer every lead instantly on WhatsApp, qualify them, book viewings and guide them on buying or renting, even in the small hours.",
      cta: "Meet the AI agent",
    },
  },
  {
    es: {
      title: "Anuncios que destacan",
      text: "Recorridos virtuales 3D, renders, video con dron, anuncios destacados e impulsos con IA para llegar a compradores parecidos.",
      cta: "Ver servicios y precios",
      tags: ["Recorrido 3D", "Renders", serviceName(DRONE_VIDEO_SERVICE_ID), "Destacados", "Impulsos con IA"],
    },
    en: {
      title: "Listings that stand out",
      text: "3D virtual tours, renders, drone video, featured listings and AI boosts to reach similar buyers.",
      cta: "See services and pricing",
      tags: ["3D tour", "Renders", "Drone video", "Featured", "AI boosts"],
    },
  },
  {
    es: {
      title: "Planes claros en pesos",
      text: `Planes individuales y para inmobiliarias de ${PLAN_PERIOD_DAYS} días, con precio mensual en MXN, renovación automática y sin letras chiquitas.`,
      cta: "Ver planes",
    },
    en: {
      title: "Clear plans in pesos",
      text: `${PLAN_PERIOD_DAYS}-day plans for individuals and agencies, with a monthly price in MXN, automatic renewal and no fine print.`,
      cta: "See plans",
    },
  },
];
