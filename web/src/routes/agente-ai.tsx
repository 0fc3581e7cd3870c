import { Link } from "react-router";
import { buttonClasses } from "@web/components/ui/button";
import { ContentHero } from "@web/components/content/content-hero";
import { AiAgentOverview, ChatPreview, DemoBanner, DemoLink } from "@web/features/content/components/ai-agent-overview";
import { useStaticPage } from "@web/lib/i18n/static-page";
import { AI_AGENT_SERVICE_ID, serviceName } from "@domain/billing/services";
import { PageHead } from "@web/components/page-head";
import { WhatsappTestNote } from "@web/components/whatsapp-test-note";

export default function AiAgentPage() {
  return (
    <>
      <PageHead title={useStaticPage("/agente-ai").title} />
      <ContentHero
        eyebrow={`${serviceName(AI_AGENT_SERVICE_ID)} en WhatsApp`}
        title="Tus clientes, atendidos a cualquier hora"
        lead={
          <p>
            Un agente de inteligencia artificial que contesta cada mensaje de tus anuncios al instante, califica a compradores y arrendatarios, agenda
            visitas y los orienta sobre comprar o rentar. Tú llegas a cerrar.
          </p>
        }
        aside={<ChatPreview />}
      >
        <DemoLink />
        <Link to="/precios" className={buttonClasses("outline", "lg")}>
          Ver planes
        </Link>
        <WhatsappTestNote className="basis-full" />
      </ContentHero>
      <AiAgentOverview />
      <DemoBanner />
    </>
  );
}
