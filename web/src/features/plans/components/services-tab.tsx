import { useId, type ReactNode } from "react";
import { Link } from "react-router";
import { ArrowRight, MessageCircle, Sparkles } from "lucide-react";
import { AI_AGENT_CUSTOM_RANGE_MXN, SERVICE_CATALOGUE, type AddOnService, type ServiceCategory } from "@domain/billing/services";
import { TOUR_3D_CREDIT_MXN } from "@domain/billing/plans";
import { formatPriceMXN } from "@domain/format/money";
import { Button, buttonClasses } from "@web/components/ui/button";
import { ServiceIcon } from "@web/components/service-icon";
import { WhatsappTestNote } from "@web/components/whatsapp-test-note";
import { useAdvisoryLink } from "@web/lib/advisory-links";
import { CheckList } from "@web/components/check-list";

type ServicesTabProps = {
  /** 'Contratar Servicio': opens the premium services dialog (on a category's tab). */
  onHire: (category: ServiceCategory) => void;
};

const PRICED = SERVICE_CATALOGUE.filter((s) => s.price_mxn !== null);
const OTHERS = SERVICE_CATALOGUE.filter((s) => s.price_mxn === null);

/** What each priced service details under its price. */
const DETAILS: Record<string, string[]> = {
  virtual_tour: [
    "Recorrido 3D profesional, listo para tu anuncio",
    `Con los planes Pro y Expert tienes ${formatPriceMXN(TOUR_3D_CREDIT_MXN)} de crédito para tu tour 3D`,
  ],
  drone_video: [
    "Video aéreo de 60–90 s",
    "Entrega en 48–72 h",
    "Precio por propiedad en la Ciudad de México",
    "Otras zonas pueden requerir viáticos",
    "IVA incluido si aplica",
  ],
  ai_agent: [
    "Atiende a tus prospectos por WhatsApp 24/7",
    "Califica, agenda visitas y te pasa la conversación",
    "Precio a la medida de tu operación",
  ],
};

/** The Servicios tab: only the services with a price; the others are hired from Servicios Premium. */
export function ServicesTab({ onHire }: ServicesTabProps) {
  const advisoryLink = useAdvisoryLink();
  return (
    <div>
      <WhatsappTestNote className="mb-4" />
      <ul aria-label="Servicios con precio" className="grid gap-4 md:grid-cols-3 lg:gap-6">
        {PRICED.map((service) =>
          service.id === "ai_agent" ? (
            <ServiceCard
              key={service.id}
              service={service}
              price={`desde ${formatPriceMXN(AI_AGENT_CUSTOM_RANGE_MXN.from)} hasta ${formatPriceMXN(AI_AGENT_CUSTOM_RANGE_MXN.to)}`}
              priceNote="MXN, precio a la medida"
              actions={(titleId) => (
                <>
                  <a
                    href={advisoryLink("Agente de IA", "precios-servicios-agente-ia")}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-describedby={titleId}
                    className={buttonClasses("primary", "md")}
                  >
                    <MessageCircle aria-hidden="true" className="size-4" />
                    Solicitar demo
                    <span className="sr-only"> (abre WhatsApp en una pestaña nueva)</span>
                  </a>
                  <Link to="/agente-ai" aria-describedby={titleId} className={buttonClasses("outline", "md")}>
                    Más detalles
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </Link>
                </>
              )}
            />
          ) : (
            <ServiceCard
              key={service.id}
              service={service}
              price={formatPriceMXN(service.price_mxn ?? 0)}
              priceNote="MXN por propiedad, pago único"
              actions={(titleId) => (
                <Button variant="outline" aria-describedby={titleId} onClick={() => onHire(service.category)}>
                  Contratar Servicio
                </Button>
              )}
            />
          ),
        )}
      </ul>

      <section
        aria-labelledby="more-services-title"
        className="mt-8 flex flex-col gap-5 rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:flex-row sm:items-center sm:justify-between"
      >
        <div className="flex gap-4">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-white text-accent-700 shadow-sm">
            <Sparkles aria-hidden="true" className="size-5" />
          </span>
          <div>
            <h3 id="more-services-title" className="font-semibold text-slate-900">
              Impulsa y mide tus anuncios
            </h3>
            <p className="mt-1 text-pretty text-slate-600">
              {OTHERS.map((s) => s.name)
                .join(", ")
                .replace(/, ([^,]*)$/, " y $1")}
              : actívalos en tus propiedades desde Servicios Premium.
            </p>
          </div>
        </div>
        <Button aria-describedby="more-services-title" onClick={() => onHire("promotion")} className="sm:shrink-0">
          Contratar Servicio
        </Button>
      </section>
    </div>
  );
}

type ServiceCardProps = {
  service: AddOnService;
  price: string;
  priceNote: string;
  actions: (titleId: string) => ReactNode;
};

function ServiceCard({ service, price, priceNote, actions }: ServiceCardProps) {
  const titleId = useId();
  return (
    <li aria-labelledby={titleId} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-card">
      <span className="flex size-11 items-center justify-center rounded-lg bg-primary-50 text-primary-700">
        <ServiceIcon name={service.icon} className="size-5" />
      </span>
      <h3 id={titleId} className="mt-4 text-xl font-semibold text-slate-900">
        {service.name}
      </h3>
      <p className="mt-3 text-2xl font-semibold tracking-tight text-balance text-slate-900">{price}</p>
      <p className="text-sm text-slate-500">{priceNote}</p>
      <CheckList items={DETAILS[service.id] ?? [service.description]} className="mt-5 flex-1 space-y-2 text-sm text-slate-700" />
      <div className="mt-6 flex flex-wrap gap-2 [&>*]:flex-1">{actions(titleId)}</div>
    </li>
  );
}
