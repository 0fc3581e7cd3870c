import { useId, type ReactNode } from "react";
import { Link } from "react-router";
import { ArrowRight, MessageCircle, Sparkles } from "lucide-react";
import { SERVICE_CATALOGUE, type AddOnService, type ServiceCategory } from "@domain/billing/services";
import { PRICING_TEXT as P, serviceWords } from "@domain/billing/billing-text";
import { useLang, useText } from "@web/lib/i18n/lang-context";
import { formatPriceMXN } from "@domain/format/money";
import { Button, buttonClasses } from "@web/components/ui/button";
import { ServiceIcon } from "@web/components/service-icon";
import { WhatsappTestNote } from "@web/components/whatsapp-test-note";
import { useAdvisoryLink } from "@web/lib/advisory-links";
import { CheckList } from "@web/components/check-list";
import { pagePath } from "@domain/pages/page-routes";

type ServicesTabProps = {
  /** 'Contratar Servicio': opens the premium services dialog (on a category's tab). */
  onHire: (category: ServiceCategory) => void;
};

const PRICED = SERVICE_CATALOGUE.filter((s) => s.price_mxn !== null);
const OTHERS = SERVICE_CATALOGUE.filter((s) => s.price_mxn === null);

/** The Servicios tab: only the services with a price; the others are hired from Servicios Premium. */
export function ServicesTab({ onHire }: ServicesTabProps) {
  const advisoryLink = useAdvisoryLink();
  const lang = useLang();
  const t = useText();
  return (
    <div>
      <WhatsappTestNote className="mb-4" />
      <ul aria-label={t(P.pricedServices)} className="grid gap-4 md:grid-cols-3 lg:gap-6">
        {PRICED.map((service) =>
          service.id === "ai_agent" ? (
            <ServiceCard
              key={service.id}
              service={service}
              price={t(P.aiAgentPrice)}
              priceNote={t(P.aiAgentPriceNote)}
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
                    {t(P.requestDemo)}
                    <span className="sr-only">{t(P.opensWhatsApp)}</span>
                  </a>
                  <Link to={pagePath.agenteAi} aria-describedby={titleId} className={buttonClasses("outline", "md")}>
                    {t(P.moreDetails)}
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
              priceNote={t(P.perListingOnce)}
              actions={(titleId) => (
                <Button variant="outline" aria-describedby={titleId} onClick={() => onHire(service.category)}>
                  {t(P.hire)}
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
              {t(P.boostTitle)}
            </h3>
            <p className="mt-1 text-pretty text-slate-600">
              {t(P.boostText)(
                OTHERS.map((s) => serviceWords(s, lang).name)
                  .join(", ")
                  .replace(/, ([^,]*)$/, ` ${t(P.and)} $1`),
              )}
            </p>
          </div>
        </div>
        <Button aria-describedby="more-services-title" onClick={() => onHire("promotion")} className="sm:shrink-0">
          {t(P.hire)}
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
  const words = serviceWords(service, useLang());
  return (
    <li aria-labelledby={titleId} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-card">
      <span className="flex size-11 items-center justify-center rounded-lg bg-primary-50 text-primary-700">
        <ServiceIcon name={service.icon} className="size-5" />
      </span>
      <h3 id={titleId} className="mt-4 text-xl font-semibold text-slate-900">
        {words.name}
      </h3>
      <p className="mt-3 text-2xl font-semibold tracking-tight text-balance text-slate-900">{price}</p>
      <p className="text-sm text-slate-500">{priceNote}</p>
      <CheckList items={[...(words.details ?? [words.description])]} className="mt-5 flex-1 space-y-2 text-sm text-slate-700" />
      <div className="mt-6 flex flex-wrap gap-2 [&>*]:flex-1">{actions(titleId)}</div>
    </li>
  );
}
