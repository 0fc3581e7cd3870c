import { Link } from "react-router";
import { buttonClasses } from "@web/components/ui/button";
import { ContentHero } from "@web/components/content/content-hero";
import { HighlightsCard } from "@web/features/content/components/highlights-card";
import { AboutStory } from "@web/features/content/components/about-story";
import { CallUsBanner } from "@web/features/content/components/call-us-banner";
import { useStaticPage } from "@web/lib/i18n/static-page";
import { PageHead } from "@web/components/page-head";
import { ABOUT_PROMISES, ABOUT_TEXT as T } from "@domain/pages/about-text";
import { useText } from "@web/lib/i18n/lang-context";
import { pagePath } from "@domain/pages/page-routes";

export default function AboutPage() {
  const t = useText();
  return (
    <>
      <PageHead title={useStaticPage(pagePath.sobreNosotros).title} />
      <ContentHero
        aside={<HighlightsCard title={t(T.promisesTitle)} items={[...t(ABOUT_PROMISES)]} />}
        eyebrow={t(T.eyebrow)}
        title={t(T.title)}
        lead={<p>{t(T.lead)}</p>}
      >
        <Link to={pagePath.queOfrece} className={buttonClasses("primary", "lg")}>
          {t(T.offer)}
        </Link>
      </ContentHero>
      <AboutStory />
      <CallUsBanner title={t(T.talkTitle)}>
        <p>{t(T.talkText)}</p>
      </CallUsBanner>
    </>
  );
}
