import { Bot, CalendarCheck, ChevronDown, Clock, MessageCircle, Scale, UserCheck } from "lucide-react";
import { formatPriceMXN } from "@domain/format/money";
import { CheckList } from "@web/components/check-list";
import { bannerActionClasses, DarkBanner } from "@web/components/content/dark-banner";
import { IconTileGrid, type IconTile } from "@web/components/content/icon-tile-grid";
import { NumberedSteps } from "@web/components/content/numbered-steps";
import { Section, SectionTitle } from "@web/components/content/section";
import { buttonClasses } from "@web/components/ui/button";
import { useWhatsappBusinessNumber } from "@web/lib/site-config";
import { advisoryMessage, whatsappChatUrl } from "@web/lib/whatsapp";
import { cn } from "@web/lib/cn";

const AI_AGENT_PRICE_RANGE = `desde ${formatPriceMXN(14_000)} hasta ${formatPriceMXN(42_500)} MXN`;

/** 'Solicitar demo': a WhatsApp chat with the business number, 'Quiero asesoría gratis de Hogaria sobre: Agente de IA', in a new tab. */
export function DemoLink({ className, tone = "primary" }: { className?: string; tone?: "primary" | "light" }) {
  const number = useWhatsappBusinessNumber();
  return (
    <a
      href={number && whatsappChatUrl(advisoryMessage("Agente de IA"), number)}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(tone === "primary" ? buttonClasses("primary", "lg") : bannerActionClasses, className)}
    >
      <MessageCircle aria-hidden="true" className="size-5" />
      Solicitar demo
      <span className="sr-only"> (abre WhatsApp en una pestaña nueva)</span>
    </a>
  );
}

const ABILITIES: IconTile[] = [
  {
    Icon: Clock,
    title: "Responde 24/7",
    text: "Contesta en segundos cada mensaje de tus anuncios, de día, de noche y en fin de semana. Ningún interesado se enfría.",
  },
  {
    Icon: UserCheck,
    title: "Califica a compradores y arrendatarios",
    text: "Pregunta presupuesto, zona, fecha de mudanza, forma de pago o crédito, y te entrega solo a quien está listo.",
  },
  {
    Icon: CalendarCheck,
    title: "Agenda visitas",
    text: "Propone horarios según tu disponibilidad, confirma la cita y envía la ubicación y un recordatorio.",
  },
  {
    Icon: Scale,
    title: "Orienta: ¿comprar o rentar?",
    text: "Hace números con el cliente —renta, enganche, mensualidad— para que llegue contigo con una decisión más clara.",
  },
];

const STEPS = [
  { title: "Conectamos tu WhatsApp Business", text: "Usamos tu número, así tus clientes siempre te escriben a ti." },
  { title: "Lo entrenamos con tus propiedades", text: "Tus anuncios, tus precios en pesos, tus reglas y tu forma de hablar." },
  { title: "Tú tomas la conversación cuando quieras", text: "Recibes a los interesados calificados y el resumen de cada plática." },
];

const FAQ = [
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
];

/** A WhatsApp-style exchange: what a lead at 11 p.m. gets. */
export function ChatPreview() {
  const bubbles = [
    { from: "lead", text: "Hola, ¿sigue disponible el depa en la Narvarte?", time: "23:04" },
    { from: "bot", text: "¡Hola! Sí, sigue disponible: 2 recámaras, 78 m², $18,500/mes. ¿Para cuándo te quieres mudar?", time: "23:04" },
    { from: "lead", text: "El próximo mes. ¿Puedo verlo el sábado?", time: "23:05" },
    { from: "bot", text: "Claro. Tengo sábado a las 11:00 o a las 13:00. ¿Cuál te acomoda?", time: "23:05" },
  ];
  return (
    <figure className="mx-auto w-full max-w-sm rounded-2xl border border-slate-200 bg-white shadow-menu lg:mx-0">
      <figcaption className="flex items-center gap-3 rounded-t-2xl border-b border-slate-100 px-4 py-3">
        <span className="flex size-10 items-center justify-center rounded-full bg-primary-700 text-white">
          <Bot aria-hidden="true" className="size-5" />
        </span>
        <span>
          <span className="block font-semibold text-slate-900">Agente de IA · Hogaria</span>
          <span className="block text-xs text-primary-700">Ejemplo de conversación por WhatsApp</span>
        </span>
      </figcaption>
      <ol className="space-y-3 bg-slate-50 p-4">
        {bubbles.map((bubble, i) => (
          <li
            key={i}
            className={cn(
              "max-w-[85%] rounded-2xl px-3.5 py-2 text-sm shadow-sm",
              bubble.from === "bot" ? "ml-auto rounded-br-md bg-primary-700 text-white" : "rounded-bl-md bg-white text-slate-800",
            )}
          >
            <span className="sr-only">{bubble.from === "bot" ? "Agente de IA: " : "Interesado: "}</span>
            {bubble.text}
            <span className={cn("mt-1 block text-right text-[11px]", bubble.from === "bot" ? "text-primary-100" : "text-slate-500")}>
              {bubble.time}
            </span>
          </li>
        ))}
      </ol>
    </figure>
  );
}

/** What the agent does, how it starts working, its price and questions. */
export function AiAgentOverview() {
  return (
    <>
      <Section
        titleId="que-hace"
        title="Qué hace por ti"
        intro="Un asistente que trabaja tus anuncios mientras tú muestras propiedades, manejas o descansas."
      >
        <IconTileGrid items={ABILITIES} className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6" />
      </Section>

      <Section titleId="como-funciona" tone="muted" containerClassName="grid gap-12 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div>
          <SectionTitle id="como-funciona">Cómo empieza a trabajar</SectionTitle>
          <NumberedSteps steps={STEPS} className="mt-8 space-y-6" />
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-card sm:p-8">
          <h3 className="text-sm font-semibold tracking-wide text-accent-700 uppercase">Inversión</h3>
          <p className="mt-3 text-2xl font-semibold tracking-tight text-slate-900">{AI_AGENT_PRICE_RANGE}</p>
          <p className="mt-2 text-slate-600">Precio a la medida, según tus propiedades, el volumen de mensajes y las integraciones que necesites.</p>
          <CheckList
            tight
            items={["Configuración y entrenamiento incluidos", "Tu propio número de WhatsApp Business", "Resumen de cada conversación"]}
            className="mt-5 space-y-2 text-sm text-slate-700"
          />
          <DemoLink className="mt-6 w-full" />
        </div>
      </Section>

      <Section titleId="preguntas" title="Preguntas frecuentes" containerClassName="max-w-3xl">
        <div className="mt-8 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {FAQ.map((item) => (
            <details key={item.q} className="group">
              <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-3 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
                {item.q}
                <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180" />
              </summary>
              <p className="px-5 pb-5 text-slate-600">{item.a}</p>
            </details>
          ))}
        </div>
      </Section>
    </>
  );
}

/** Closing band: see it working. */
export function DemoBanner() {
  return (
    <DarkBanner titleId="demo-title" title="¿Lo vemos funcionando con tus anuncios?" action={<DemoLink tone="light" />}>
      <p>Escríbenos por WhatsApp y te mostramos una demo con tus propiedades, sin compromiso.</p>
    </DarkBanner>
  );
}
