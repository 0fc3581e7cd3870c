import { Link } from "react-router";
import { ArrowRight, Calculator, FileText, Landmark, Scale, ShieldCheck, Trees } from "lucide-react";
import { Container } from "@web/components/ui/container";
import { SectionHeading } from "@web/components/content/section";

const ADVICE = [
  {
    Icon: Calculator,
    title: "¿Cuánto puedes pagar de renta?",
    text: "Una regla sencilla: que la renta no pase de un tercio de tus ingresos mensuales.",
  },
  {
    Icon: FileText,
    title: "Documentos para rentar",
    text: "Identificación, comprobantes de ingresos y aval o póliza jurídica: qué te piden y cómo tenerlos listos.",
  },
  {
    Icon: Landmark,
    title: "Crédito Infonavit o bancario",
    text: "Compara enganche, tasa y plazo para elegir el crédito que mejor se adapta a ti.",
  },
  {
    Icon: Trees,
    title: "Colonias para familias",
    text: "Escuelas, parques y transporte cerca: zonas de la ciudad pensadas para crecer en familia.",
  },
  {
    Icon: ShieldCheck,
    title: "Cómo evitar fraudes",
    text: "Nunca deposites antes de visitar el inmueble y verifica quién renta o vende.",
  },
  {
    Icon: Scale,
    title: "¿Comprar o rentar?",
    text: "Haz números con tu ahorro, tus planes y el mercado para decidir con calma.",
  },
];

/** Six guides for first-time renters and buyers in CDMX. */
export function AdviceCards() {
  return (
    <section aria-labelledby="advice-title" className="py-16 sm:py-20">
      <Container>
        <SectionHeading
          id="advice-title"
          title="Guías para tu primera renta o compra"
          intro="Consejos claros para dar el paso con seguridad en la Ciudad de México."
        />
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6">
          {ADVICE.map(({ Icon, title, text }) => (
            <li
              key={title}
              className="group relative flex gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-card transition-shadow hover:shadow-card-hover sm:flex-col sm:gap-0 sm:p-6"
            >
              <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary-50 text-primary-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div className="flex flex-1 flex-col sm:mt-4">
                <h3 className="text-lg font-semibold text-slate-900">
                  <Link
                    to="/servicios"
                    className="rounded-sm after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-primary-600"
                  >
                    {title}
                  </Link>
                </h3>
                <p className="mt-1.5 flex-1 text-slate-600 sm:mt-2">{text}</p>
                <span aria-hidden="true" className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-primary-700 sm:mt-4">
                  Leer la guía
                  <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
                </span>
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
