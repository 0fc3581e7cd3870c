import { BadgeCheck, Map as MapIcon, MessageCircle, SquareKanban } from "lucide-react";
import { Container } from "@web/components/ui/container";

const FEATURES = [
  { Icon: MapIcon, title: "Búsqueda por mapa", text: "Dibuja tu zona ideal y ve solo lo que te queda cerca." },
  { Icon: SquareKanban, title: "Tableros con tus clientes", text: "Agentes y familias eligen juntos, propiedad por propiedad." },
  { Icon: MessageCircle, title: "Asesoría por WhatsApp", text: "Resolvemos tus dudas en minutos y sin costo." },
  { Icon: BadgeCheck, title: "Precios en MXN verificados", text: "Montos claros en pesos, sin sorpresas al firmar." },
];

/** Four things Hogaria does for you, on a soft jade band. */
export function FeatureStrip() {
  return (
    <section aria-label="Lo que Hogaria hace por ti" className="border-y border-primary-100 bg-primary-50/60">
      <Container className="py-10 sm:py-12">
        <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ Icon, title, text }) => (
            <li key={title} className="flex gap-4">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-white text-primary-700 shadow-card">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <div>
                <h3 className="font-semibold text-slate-900">{title}</h3>
                <p className="mt-1 text-sm text-slate-600">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
