import { bilingual, type Bilingual } from "../i18n/bilingual";

// What /sobre-nosotros says, in each language.

export const ABOUT_TEXT = bilingual({
  promisesTitle: { es: "Lo que nos prometemos", en: "What we promise ourselves" },
  eyebrow: { es: "Sobre nosotros", en: "About us" },
  title: { es: "Hacemos que encontrar hogar en CDMX se sienta en casa", en: "We make finding a home in Mexico City feel like home" },
  lead: {
    es: "Hogaria nació en la Ciudad de México para acompañar a familias, estudiantes y profesionales en una de las decisiones más importantes de su vida, y a los agentes que los ayudan a tomarla.",
    en: "Hogaria was born in Mexico City to walk with families, students and professionals through one of the biggest decisions of their lives, and with the agents who help them make it.",
  },
  offer: { es: "Qué ofrece Hogaria", en: "What Hogaria offers" },
  talkTitle: { es: "¿Platicamos?", en: "Shall we talk?" },
  talkText: {
    es: "Cuéntanos qué buscas y te llamamos para orientarte, sin costo ni compromiso.",
    en: "Tell us what you are looking for and we will call you to help, free and with no commitment.",
  },
  missionTitle: { es: "Nuestra misión", en: "Our mission" },
  mission: {
    es: "Que encontrar hogar en la Ciudad de México deje de ser una carrera de obstáculos. Queremos que rentar o comprar sea claro, seguro y hasta disfrutable, para quien busca y para quien ayuda a buscar.",
    en: "To make finding a home in Mexico City stop being an obstacle course. We want renting or buying to be clear, safe and even enjoyable, for those who search and for those who help them search.",
  },
  missionMore: {
    es: "Por eso juntamos en un mismo lugar la búsqueda, la asesoría y las herramientas para que agentes e inmobiliarias atiendan mejor a sus clientes. Menos llamadas perdidas, menos sorpresas al firmar y más tiempo para lo importante: elegir bien.",
    en: "That is why we bring search, advice and tools together in one place, so agents and agencies can serve their clients better. Fewer missed calls, fewer surprises at signing and more time for what matters: choosing well.",
  },
  valuesTitle: { es: "Lo que nos mueve", en: "What drives us" },
  teamTitle: { es: "Un equipo pequeño, muy de barrio", en: "A small team with neighborhood roots" },
  team: {
    es: "Somos asesores inmobiliarios, diseñadores e ingenieros que vivimos la ciudad todos los días. Hemos rentado con aval y sin aval, buscado escuela cerca del trabajo y comparado créditos a la hora de la comida. Eso nos hace construir herramientas para personas reales, no para folletos.",
    en: "We are real estate advisers, designers and engineers who live the city every day. We have rented with and without a guarantor, looked for schools near work and compared mortgages over lunch. That is why we build tools for real people, not for brochures.",
  },
  teamMore: {
    es: "Trabajamos de la mano con agentes e inmobiliarias: ellos conocen cada inmueble; nosotros les damos tecnología para que sus clientes decidan mejor y más rápido.",
    en: "We work hand in hand with agents and agencies: they know every property; we give them technology so their clients decide better and faster.",
  },
  whyTitle: { es: "¿Por qué solo CDMX?", en: "Why only Mexico City?" },
  why: {
    es: "Preferimos hacer muy bien una ciudad antes que hacer regular muchas. Empezamos por las 16 alcaldías de la Ciudad de México, de Azcapotzalco a Milpa Alta, con colonias, precios y consejos pensados para aquí. Cuando llegue el momento de crecer, lo haremos con el mismo cuidado.",
    en: "We would rather do one city very well than many cities so-so. We started with the 16 boroughs of Mexico City, from Azcapotzalco to Milpa Alta, with neighborhoods, prices and advice made for here. When the time comes to grow, we will do it with the same care.",
  },
});

/** What the hero's card promises. */
export const ABOUT_PROMISES: Bilingual<readonly string[]> = {
  es: [
    "Decirte el precio antes, siempre en pesos",
    "Contestarte rápido, por WhatsApp o por teléfono",
    "Cuidar tus datos como si fueran nuestros",
    "Conocer cada colonia de la ciudad",
  ],
  en: [
    "Tell you the price up front, always in pesos",
    "Answer you quickly, on WhatsApp or by phone",
    "Look after your data as if it were ours",
    "Know every neighborhood of the city",
  ],
};

type Titled = { title: string; text: string };

/** The four values, in the order the page shows them. */
export const ABOUT_VALUES: readonly Bilingual<Titled>[] = [
  {
    es: { title: "Claridad", text: "Precios en pesos, condiciones a la vista y respuestas directas. Si algo cuesta, te lo decimos antes." },
    en: { title: "Clarity", text: "Prices in pesos, conditions in plain sight and straight answers. If something costs money, we tell you first." },
  },
  {
    es: { title: "Confianza", text: "Te ayudamos a detectar fraudes y a no depositar antes de visitar. Queremos que firmes tranquilo." },
    en: { title: "Trust", text: "We help you spot fraud and never pay a deposit before viewing. We want you to sign with peace of mind." },
  },
  {
    es: { title: "Cercanía", text: "Detrás de la tecnología hay personas que contestan, por WhatsApp o por teléfono, cuando lo necesitas." },
    en: { title: "Closeness", text: "Behind the technology there are people who answer, on WhatsApp or by phone, when you need them." },
  },
  {
    es: {
      title: "Raíz chilanga",
      text: "Conocemos la ciudad colonia por colonia: el tráfico, el metro, los mercados y lo que cambia de una cuadra a otra.",
    },
    en: {
      title: "Chilango roots",
      text: "We know the city neighborhood by neighborhood: the traffic, the metro, the markets and what changes from one block to the next.",
    },
  },
];

/** The three figures under the mission. */
export const ABOUT_FIGURES: readonly { value: string; label: Bilingual }[] = [
  { value: "16", label: { es: "alcaldías de la Ciudad de México", en: "boroughs of Mexico City" } },
  { value: "MXN", label: { es: "todos los precios, sin conversiones", en: "every price, no conversions" } },
  { value: "24/7", label: { es: "atención con agentes de IA", en: "service with AI agents" } },
];
