import { CONTENT_TEXT as C } from "@domain/pages/content-text";
import { useText } from "@web/lib/i18n/lang-context";
import { Link } from "react-router";
import { sectionPath } from "@domain/properties/sections";
import { ContentHero } from "@web/components/content/content-hero";
import { bannerActionClasses, DarkBanner } from "@web/components/content/dark-banner";
import { GuideCards } from "@web/components/content/guide-cards";
import { Section } from "@web/components/content/section";
import { buttonClasses } from "@web/components/ui/button";

/** /guias: the six guides, and a way on to the listings. */
export function GuidesIndex() {
  const t = useText();
  return (
    <>
      <ContentHero eyebrow={t(C.guides)} title={t(C.indexTitle)} lead={<p>{t(C.indexLead)}</p>}>
        <a href="#guias" className={buttonClasses("primary", "lg")}>
          {t(C.seeGuides)}
        </a>
      </ContentHero>
      <Section id="guias" titleId="guides-title" title={t(C.sixGuides)} intro={t(C.sixGuidesIntro)}>
        <GuideCards className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6" />
      </Section>
      <DarkBanner
        titleId="search-title"
        title={t(C.readyTitle)}
        action={
          <Link to={sectionPath("rentar")} className={bannerActionClasses}>
            {t(C.readyAction)}
          </Link>
        }
      >
        <p>{t(C.readyText)}</p>
      </DarkBanner>
    </>
  );
}
