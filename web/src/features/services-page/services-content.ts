import { BadgeCheck, Calculator, KeyRound, Rotate3d, ShieldCheck, Wallet, type LucideIcon } from "lucide-react";
import { slugify } from "@domain/text/slug";
import { bilingual, type Bilingual } from "@domain/i18n/bilingual";

// What /servicios says, in each language. A chat opened from it is written in Spanish (the
// advisers' language) whatever the page's language: it names the service by its Spanish title.

/** The six services of /servicios; each opens an advisory chat about itself. */
type OfferText = { title: string; text: string; points: string[] };
export type ServiceOffer = { Icon: LucideIcon } & Bilingual<OfferText>;

export const SERVICE_OFFERS: ServiceOffer[] = [
  {
    Icon: ShieldCheck,
    es: {
      title: "Renta Segura",
      text: "Revisamos el contrato y validamos al propietario antes de que firmes o entregues dinero.",
      points: ["Revisión de contrato", "Póliza jurídica explicada"],
    },
    en: {
      title: "Secure Rent",
      text: "We review the lease and check the owner before you sign or hand over any money.",
      points: ["Lease review", "Rental guarantee policy explained"],
    },
  },
  {
    Icon: Wallet,
    es: {
      title: "Depósito Cero",
      text: "Múdate sin juntar un mes de depósito: te explicamos las garantías que aceptan los propietarios.",
      points: ["Opciones de garantía", "Menos dinero de entrada"],
    },
    en: {
      title: "Zero Deposit",
      text: "Move in without saving up a month's deposit: we explain the guarantees owners accept.",
      points: ["Guarantee options", "Less cash up front"],
    },
  },
  {
    Icon: Rotate3d,
    es: {
      title: "Visitas y tours 360",
      text: "Agenda visitas presenciales o recorre la propiedad en 360° desde tu celular antes de ir.",
      points: ["Visitas coordinadas", "Recorridos virtuales"],
    },
    en: {
      title: "Viewings and 360 tours",
      text: "Book in-person viewings or walk through the property in 360° from your phone before you go.",
      points: ["Coordinated viewings", "Virtual tours"],
    },
  },
  {
    Icon: BadgeCheck,
    es: {
      title: "Precalifícate",
      text: "Conoce cuánto te prestan con Infonavit, Fovissste o un banco y llega a la visita con tu presupuesto claro.",
      points: ["Infonavit, Fovissste y bancos", "Presupuesto realista"],
    },
    en: {
      title: "Get pre-qualified",
      text: "Find out how much Infonavit, Fovissste or a bank will lend you, and arrive at the viewing with a clear budget.",
      points: ["Infonavit, Fovissste and banks", "A realistic budget"],
    },
  },
  {
    Icon: KeyRound,
    es: {
      title: "Compra Segura",
      text: "Revisión de escrituras y del certificado de libertad de gravamen, y acompañamiento hasta la notaría.",
      points: ["Revisión legal", "Acompañamiento a la firma"],
    },
    en: {
      title: "Secure Purchase",
      text: "A review of the deeds and the certificate of no liens, and support all the way to the notary.",
      points: ["Legal review", "Support at signing"],
    },
  },
  {
    Icon: Calculator,
    es: {
      title: "Comprar vs. Rentar (IA)",
      text: "Nuestro agente de IA hace los números con tu ingreso, tu ahorro y la zona para ayudarte a decidir.",
      points: ["Renta contra mensualidad", "Respuesta al momento"],
    },
    en: {
      title: "Buy vs. Rent (AI)",
      text: "Our AI agent runs the numbers with your income, your savings and the area to help you decide.",
      points: ["Rent against mortgage payment", "An answer right away"],
    },
  },
];

type Titled = { title: string; text: string };

export const HOW_IT_WORKS: Bilingual<Titled[]> = {
  es: [
    { title: "Escríbenos por WhatsApp", text: "Cuéntanos qué buscas: rentar, comprar o resolver una duda." },
    { title: "Te asignamos un asesor", text: "Una persona real de Hogaria que conoce la Ciudad de México." },
    { title: "Revisamos tu caso", text: "Presupuesto, documentos, zonas y opciones, sin costo para ti." },
    { title: "Das el paso con confianza", text: "Firmas o compras sabiendo exactamente qué estás aceptando." },
  ],
  en: [
    { title: "Write to us on WhatsApp", text: "Tell us what you are looking for: to rent, to buy or to clear up a question." },
    { title: "We assign you an adviser", text: "A real person at Hogaria who knows Mexico City." },
    { title: "We review your case", text: "Budget, documents, areas and options, at no cost to you." },
    { title: "You take the step with confidence", text: "You sign or buy knowing exactly what you are agreeing to." },
  ],
};

export const SAFETY_TIPS: Bilingual<Titled[]> = {
  es: [
    {
      title: "Nunca deposites antes de visitar",
      text: "Ni apartados ni anticipos sin conocer el inmueble y a quien lo renta o vende.",
    },
    {
      title: "Verifica identidad y propiedad",
      text: "Pide identificación oficial y, si compras, escrituras y certificado de libertad de gravamen.",
    },
    {
      title: "Firma siempre un contrato",
      text: "Lee cada cláusula y guarda una copia. Si algo no es claro, pregúntanos antes de firmar.",
    },
  ],
  en: [
    {
      title: "Never pay a deposit before viewing",
      text: "No holding fees or advances before you have seen the property and met who is renting or selling it.",
    },
    { title: "Check identity and ownership", text: "Ask for official ID and, if you are buying, the deeds and the certificate of no liens." },
    { title: "Always sign a contract", text: "Read every clause and keep a copy. If anything is unclear, ask us before you sign." },
  ],
};

export const SERVICES_TEXT = bilingual({
  eyebrow: { es: "Asesoría gratis por WhatsApp", en: "Free advice on WhatsApp" },
  title: { es: "Servicios para tu primera renta o compra", en: "Services for your first rental or purchase" },
  lead: {
    es: "Te acompañamos a rentar o comprar con seguridad en la Ciudad de México: contratos claros, visitas coordinadas y números que cuadran, con un asesor real.",
    en: "We help you rent or buy safely in Mexico City: clear contracts, coordinated viewings and numbers that add up, with a real adviser.",
  },
  talk: { es: "Hablar con un asesor", en: "Talk to an adviser" },
  newTab: { es: " (abre WhatsApp en una pestaña nueva)", en: " (opens WhatsApp in a new tab)" },
  howItWorks: { es: "Cómo funciona", en: "How it works" },
  offersTitle: { es: "Elige en qué te ayudamos", en: "Choose how we help you" },
  offersIntro: {
    es: "Seis servicios pensados para quien renta o compra por primera vez.",
    en: "Six services for people renting or buying for the first time.",
  },
  askFree: { es: "Pedir asesoría gratis", en: "Ask for free advice" },
  about: { es: "sobre", en: "about" },
  stepsIntro: { es: "Cuatro pasos, sin costo y sin compromiso.", en: "Four steps, free and with no commitment." },
  startWhatsApp: { es: "Empezar por WhatsApp", en: "Start on WhatsApp" },
  tipsTitle: { es: "Consejos de seguridad", en: "Safety tips" },
  tipsIntro: {
    es: "Tres reglas que te protegen de fraudes al rentar o comprar.",
    en: "Three rules that protect you from fraud when renting or buying.",
  },
  distrust: { es: "¿Algo en un anuncio no te da confianza?", en: "Something in a listing does not feel right?" },
  askBeforePaying: { es: "Pregúntanos antes de pagar", en: "Ask us before you pay" },
  closingTitle: { es: "¿Damos el primer paso juntos?", en: "Shall we take the first step together?" },
  closingAction: { es: "Quiero asesoría gratis", en: "I want free advice" },
  closingText: {
    es: "Escríbenos por WhatsApp: la asesoría es gratis y sin compromiso.",
    en: "Write to us on WhatsApp: the advice is free and with no commitment.",
  },
});

/** Where a chat started, e.g. 'servicios-tarjeta-renta-segura'. */
export const SOURCES = {
  hero: "servicios-hero",
  card: (title: string) => `servicios-tarjeta-${slugify(title)}`,
  steps: "servicios-como-funciona",
  tips: "servicios-consejos",
  closing: "servicios-cta-final",
} as const;

export const SAFETY_TOPIC = "Seguridad al rentar o comprar";
