import { Link } from "react-router";
import { buttonClasses } from "@web/components/ui/button";
import { ContentHero } from "@web/components/content/content-hero";
import { AiAgentOverview, ChatPreview, DemoBanner, DemoLink } from "@web/features/content/components/ai-agent-overview";
import { useStaticPage } from "@web/lib/i18n/static-page";
import { AI_AGENT_TEXT as A } from "@domain/pages/ai-agent-text";
import { useText } from "@web/lib/i18n/lang-context";
import { PageHead } from "@web/components/page-head";
import { WhatsappTestNote } from "@web/components/whatsapp-test-note";
import { pagePath } from "@domain/pages/page-routes";

export default function AiAgentPage() {
  const t = useText();
  return (
    <>
      <PageHead title={useStaticPage(pagePath.agenteAi).title} />
      <ContentHero eyebrow={t(A.eyebrow)} title={t(A.title)} lead={<p>{t(A.lead)}</p>} aside={<ChatPreview />}>
        <DemoLink />
        <Link to={pagePath.precios} className={buttonClasses("outline", "lg")}>
          {t(A.seePlans)}
        </Link>
        <WhatsappTestNote className="basis-full" />
      </ContentHero>
      <AiAgentOverview />
      <DemoBanner />
    </>
  );
}
