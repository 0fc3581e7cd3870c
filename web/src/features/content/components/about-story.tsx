import { Eye, HeartHandshake, MapPin, ShieldCheck } from "lucide-react";
import { IconTileGrid, type IconTile } from "@web/components/content/icon-tile-grid";
import { Section, SectionTitle } from "@web/components/content/section";

const VALUES: IconTile[] = [
  {
    Icon: Eye,
    title: "Claridad",
    text: "Precios en pesos, condiciones a la vista y respuestas directas. Si algo cuesta, te lo decimos antes.",
  },
  {
    Icon: ShieldCheck,
    title: "Confianza",
    text: "Te ayudamos a detectar fraudes y a no depositar antes de visitar. Queremos que firmes tranquilo.",
  },
  {
    Icon: HeartHandshake,
    title: "Cercanía",
    text: "Detrás de la tecnología hay personas que contestan, por WhatsApp o por teléfono, cuando lo necesitas.",
  },
  {
    Icon: MapPin,
    title: "Raíz chilanga",
    text: "Conocemos la ciudad colonia por colonia: el tráfico, el metro, los mercados y lo que cambia de una cuadra a otra.",
  },
];

const FIGURES = [
  { value: "16", label: "alcaldías de la Ciudad de México" },
  { value: "MXN", label: "todos los precios, sin conversiones" },
  { value: "24/7", label: "atención con agentes de IA" },
];

/** Mission, values, how we work and why only CDMX (for now). */
export function AboutStory() {
  return (
    <>
      <Section titleId="mision">
        <div className="max-w-3xl">
          <SectionTitle id="mision">Nuestra misión</SectionTitle>
          <p className="mt-4 text-lg text-pretty text-slate-700">
            Que encontrar hogar en la Ciudad de México deje de ser una carrera de obstáculos. Queremos que rentar o comprar sea claro, seguro y hasta
            disfrutable, para quien busca y para quien ayuda a buscar.
          </p>
          <p className="mt-4 text-pretty text-slate-600">
            Por eso juntamos en un mismo lugar la búsqueda, la asesoría y las herramientas para que agentes e inmobiliarias atiendan mejor a sus
            clientes. Menos llamadas perdidas, menos sorpresas al firmar y más tiempo para lo importante: elegir bien.
          </p>
        </div>
        <dl className="mt-10 grid gap-4 sm:grid-cols-3 lg:gap-6">
          {FIGURES.map((figure) => (
            <div key={figure.label} className="flex flex-col gap-1 rounded-xl border border-slate-200 bg-white p-5 shadow-card">
              <dt className="text-sm text-slate-600">{figure.label}</dt>
              <dd className="order-first text-3xl font-semibold tracking-tight text-primary-700">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section titleId="valores" title="Lo que nos mueve" tone="primary">
        <IconTileGrid items={VALUES} tile="borderless" className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6" />
      </Section>

      <Section titleId="equipo" containerClassName="grid gap-10 lg:grid-cols-2 lg:gap-16">
        <div>
          <SectionTitle id="equipo">Un equipo pequeño, muy de barrio</SectionTitle>
          <p className="mt-4 text-pretty text-slate-600">
            Somos asesores inmobiliarios, diseñadores e ingenieros que vivimos la ciudad todos los días. Hemos rentado con aval y sin aval, buscado
            escuela cerca del trabajo y comparado créditos a la hora de la comida. Eso nos hace construir herramientas para personas reales, no para
            folletos.
          </p>
          <p className="mt-4 text-pretty text-slate-600">
            Trabajamos de la mano con agentes e inmobiliarias: ellos conocen cada inmueble; nosotros les damos tecnología para que sus clientes
            decidan mejor y más rápido.
          </p>
        </div>
        <div>
          <SectionTitle>¿Por qué solo CDMX?</SectionTitle>
          <p className="mt-4 text-pretty text-slate-600">
            Preferimos hacer muy bien una ciudad antes que hacer regular muchas. Empezamos por las 16 alcaldías de la Ciudad de México, de
            Azcapotzalco a Milpa Alta, con colonias, precios y consejos pensados para aquí. Cuando llegue el momento de crecer, lo haremos con el
            mismo cuidado.
          </p>
        </div>
      </Section>
    </>
  );
}
