import { AI_AGENT_CUSTOM_RANGE_MXN, AI_AGENT_SERVICE_ID, serviceName } from "../billing/services";
import { formatPriceMXN } from "../format/money";
import { bilingual, type Bilingual } from "../i18n/bilingual";

// What /agente-ai says, in each language. The chat it opens is written in Spanish (the
// advisers' language) whatever the page's language.

const RANGE = `${formatPriceMXN(AI_AGENT_CUSTOM_RANGE_MXN.from)}`;
const RANGE_TO = `${formatPriceMXN(AI_AGENT_CUSTOM_RANGE_MXN.to)}`;

export const AI_AGENT_TEXT = bilingual({
  eyebrow: { es: `${serviceName(AI_AGENT_SERVICE_ID)} en WhatsApp`, en: "24/7 AI agent on WhatsApp" },
  title: { es: "Tus clientes, atendidos a cualquier hora", en: "Your clients, looked after at any hour" },
  lead: {
    es: "Un agente de inteligencia artificial que contesta cada mensaje de tus anuncios al instante, califica a compradores y arrendatarios, agenda visitas y los orienta sobre comprar o rentar. Tú llegas a cerrar.",
    en: "An artificial intelligence agent that answers every message about your listings instantly, qualifies buyers and tenants, books viewings and guides them on buying or renting. You show up to close.",
  },
  seePlans: { es: "Ver planes", en: "See plans" },
  requestDemo: { es: "Solicitar demo", en: "Request a demo" },
  newTab: { es: " (abre WhatsApp en una pestaña nueva)", en: " (opens WhatsApp in a new tab)" },
  priceRange: { es: `desde ${RANGE} hasta ${RANGE_TO} MXN`, en: `from ${RANGE} to ${RANGE_TO} MXN` },
  chatName: { es: "Agente de IA · Hogaria", en: "AI agent · Hogaria" },
  chatCaption: { es: "Ejemplo de conversación por WhatsApp", en: "Example of a WhatsApp conversation" },
  agentSays: { es: "Agente de IA: ", en: "AI agent: " },
  leadSays: { es: "Interesado: ", en: "Lead: " },
  whatTitle: { es: "Qué hace por ti", en: "What it does for you" },
  whatIntro: {
    es: "Un asistente que trabaja tus anuncios mientras tú muestras propiedades, manejas o descansas.",
    en: "An assistant that works your listings while you show properties, drive or rest.",
  },
  howTitle: { es: "Cómo empieza a trabajar", en: "How it starts working" },
  investment: { es: "Inversión", en: "Investment" },
  priceNote: {
    es: "Precio a la medida, según tus propiedades, el volumen de mensajes y las integraciones que necesites.",
    en: "Custom pricing, based on your properties, your message volume and the integrations you need.",
  },
  faqTitle: { es: "Preguntas frecuentes", en: "Frequently asked questions" },
  demoTitle: { es: "¿Lo vemos funcionando con tus anuncios?", en: "Shall we see it working with your listings?" },
  demoText: {
    es: "Escríbenos por WhatsApp y te mostramos una demo con tus propiedades, sin compromiso.",
    en: "Write to us on WhatsApp and we will show you a demo with your properties, with no commitment.",
  },
});

export const AI_AGENT_INCLUDES: Bilingual<readonly string[]> = {
  es: ["Configuración y entrenamiento incluidos", "Tu propio número de WhatsApp Business", "Resumen de cada conversación"],
  en: ["Setup and training included", "Your own WhatsApp Business number", "A summary of every conversation"],
};

type Titled = { title: string; text: string };

/** What the agent does, in the order of the page's icons. */
export const AI_AGENT_ABILITIES: readonly Bilingual<Titled>[] = [
  {
    es: {
      title: "Responde 24/7",
      text: "Contesta en segundos cada mensaje de tus anuncios, de día, de noche y en fin de semana. Ningún interesado se enfría.",
    },
    en: {
      title: "Answers 24/7",
      text: "It replies within seconds to every message about your listings, by day, by night and at weekends. No lead goes cold.",
    },
  },
  {
    es: {
      title: "Califica a compradores y arrendatarios",
      text: "Pregunta presupuesto, zona, fecha de mudanza, forma de pago o crédito, y te entrega solo a quien está listo.",
    },
    en: {
      title: "Qualifies buyers and tenants",
      text: "It asks about budget, area, moving date, payment or mortgage, and hands you only those who are ready.",
    },
  },
  {
    es: { title: "Agenda visitas", text: "Propone horarios según tu disponibilidad, confirma la cita y envía la ubicación y un recordatorio." },
    en: {
      title: "Books viewings",
      text: "It offers times that fit your availability, confirms the appointment and sends the location and a reminder.",
    },
  },
  {
    es: {
      title: "Orienta: ¿comprar o rentar?",
      text: "Hace números con el cliente —renta, enganche, mensualidad— para que llegue contigo con una decisión más clara.",
    },
    en: {
      title: "Guides: buy or rent?",
      text: "It runs the numbers with the client (rent, down payment, monthly payment) so they come to you with a clearer decision.",
    },
  },
];

export const AI_AGENT_STEPS: Bilingual<readonly Titled[]> = {
  es: [
    { title: "Conectamos tu WhatsApp Business", text: "Usamos tu número, así tus clientes siempre te escriben a ti." },
    { title: "Lo entrenamos con tus propiedades", text: "Tus anuncios, tus precios en pesos, tus reglas y tu forma de hablar." },
    { title: "Tú tomas la conversación cuando quieras", text: "Recibes a los interesados calificados y el resumen de cada plática." },
  ],
  en: [
    { title: "We connect your WhatsApp Business", text: "We use your number, so your clients always write to you." },
    { title: "We train it with your properties", text: "Your listings, your prices in pesos, your rules and your way of speaking." },
    { title: "You take over the conversation whenever you like", text: "You get the qualified leads and a summary of every chat." },
  ],
};

export const AI_AGENT_FAQ: Bilingual<readonly { q: string; a: string }[]> = {
  es: [
    {
      q: "¿Qué pasa si el cliente quiere hablar con una persona?",
      a: "El agente de IA te avisa al momento y te pasa la conversación con todo el contexto, para que no tengas que volver a preguntar nada.",
    },
    {
      q: "¿Respeta las reglas de WhatsApp?",
      a: "Sí. Responde dentro de la ventana de atención de 24 horas, aprovecha la conversación de entrada gratuita de 72 horas de tus anuncios y deja de escribir a quien responde ALTO, BAJA o STOP.",
    },
    {
      q: "¿Está incluido en algún plan?",
      a: "Los planes para inmobiliarias superiores al básico incluyen un agente de IA 24/7. Para agentes individuales o configuraciones a la medida, lo cotizamos por separado.",
    },
    {
      q: "¿Puede equivocarse?",
      a: "Puede, como cualquier persona. Por eso solo comparte la información de tus anuncios, no da asesoría legal ni financiera y tú revisas cada conversación cuando quieras.",
    },
  ],
  en: [
    {
      q: "What happens if the client wants to talk to a person?",
      a: "The AI agent tells you at once and hands you the conversation with all its context, so you never have to ask anything again.",
    },
    {
      q: "Does it follow WhatsApp's rules?",
      a: "Yes. It replies within the 24-hour service window, uses the free 72-hour entry conversation of your listings and stops writing to anyone who replies ALTO, BAJA or STOP.",
    },
    {
      q: "Is it included in any plan?",
      a: "Agency plans above the basic one include a 24/7 AI agent. For individual agents or custom setups, we quote it separately.",
    },
    {
      q: "Can it make mistakes?",
      a: "It can, like anyone. That is why it only shares the information in your listings, gives no legal or financial advice, and you can review every conversation whenever you like.",
    },
  ],
};

/** The example chat (a lead at 11 p.m.), in the page's language. */
export const AI_AGENT_CHAT: Bilingual<readonly string[]> = {
  es: [
    "Hola, ¿sigue disponible el depa en la Narvarte?",
    "¡Hola! Sí, sigue disponible: 2 recámaras, 78 m², $18,500/mes. ¿Para cuándo te quieres mudar?",
    "El próximo mes. ¿Puedo verlo el sábado?",
    "Claro. Tengo sábado a las 11:00 o a las 13:00. ¿Cuál te acomoda?",
  ],
  en: [
    "Hi, is the apartment in Narvarte still available?",
    "Hi! Yes, it is still available: 2 bedrooms, 78 m², $18,500/month. When would you like to move in?",
    "Next month. Can I see it on Saturday?",
    "Of course. I have Saturday at 11:00 or at 13:00. Which one suits you?",
  ],
};
