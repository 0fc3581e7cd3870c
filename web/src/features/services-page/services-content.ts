import { BadgeCheck, Calculator, KeyRound, Rotate3d, ShieldCheck, Wallet, type LucideIcon } from "lucide-react";
import { slugify } from "@domain/text/slug";

/** The six services of /servicios; each opens an advisory chat about itself. */
export type ServiceOffer = { Icon: LucideIcon; title: string; text: string; points: string[] };

export const SERVICE_OFFERS: ServiceOffer[] = [
  {
    Icon: ShieldCheck,
    title: "Renta Segura",
    text: "Revisamos el contrato y validamos al propietario antes de que firmes o entregues dinero.",
    points: ["Revisión de contrato", "Póliza jurídica explicada"],
  },
  {
    Icon: Wallet,
    title: "Depósito Cero",
    text: "Múdate sin juntar un mes de depósito: te explicamos las garantías que aceptan los propietarios.",
    points: ["Opciones de garantía", "Menos dinero de entrada"],
  },
  {
    Icon: Rotate3d,
    title: "Visitas y tours 360",
    text: "Agenda visitas presenciales o recorre la propiedad en 360° desde tu celular antes de ir.",
    points: ["Visitas coordinadas", "Recorridos virtuales"],
  },
  {
    Icon: BadgeCheck,
    title: "Precalifícate",
    text: "Conoce cuánto te prestan con Infonavit, Fovissste o un banco y llega a la visita con tu presupuesto claro.",
    points: ["Infonavit, Fovissste y bancos", "Presupuesto realista"],
  },
  {
    Icon: KeyRound,
    title: "Compra Segura",
    text: "Revisión de escrituras y del certificado de libertad de gravamen, y acompañamiento hasta la notaría.",
    points: ["Revisión legal", "Acompañamiento a la firma"],
  },
  {
    Icon: Calculator,
    title: "Comprar vs. Rentar (IA)",
    text: "Nuestro agente de IA hace los números con tu ingreso, tu ahorro y la zona para ayudarte a decidir.",
    points: ["Renta contra mensualidad", "Respuesta al momento"],
  },
];

export const HOW_IT_WORKS = [
  { title: "Escríbenos por WhatsApp", text: "Cuéntanos qué buscas: rentar, comprar o resolver una duda." },
  { title: "Te asignamos un asesor", text: "Una persona real de Hogaria que conoce la Ciudad de México." },
  { title: "Revisamos tu caso", text: "Presupuesto, documentos, zonas y opciones, sin costo para ti." },
  { title: "Das el paso con confianza", text: "Firmas o compras sabiendo exactamente qué estás aceptando." },
];

export const SAFETY_TIPS = [
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
];

/** Where a chat started, e.g. 'servicios-tarjeta-renta-segura'. */
export const SOURCES = {
  hero: "servicios-hero",
  card: (title: string) => `servicios-tarjeta-${slugify(title)}`,
  steps: "servicios-como-funciona",
  tips: "servicios-consejos",
  closing: "servicios-cta-final",
} as const;

export const SAFETY_TOPIC = "Seguridad al rentar o comprar";
