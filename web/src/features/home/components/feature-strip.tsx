import { BadgeCheck, Map as MapIcon, MessageCircle, SquareKanban } from "lucide-react";
import { IconTileGrid } from "@web/components/content/icon-tile-grid";
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
        <IconTileGrid items={FEATURES} tile="inline" className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4" />
      </Container>
    </section>
  );
}
