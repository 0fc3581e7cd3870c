import { Link } from "react-router";
import { Search } from "lucide-react";
import { buttonClasses } from "@web/components/ui/button";
import { ContentHero } from "@web/components/content/content-hero";
import { HighlightsCard } from "@web/features/content/components/highlights-card";
import { OfferOverview } from "@web/features/content/components/offer-overview";
import { CallUsBanner } from "@web/features/content/components/call-us-banner";
import { useStaticPage } from "@web/lib/i18n/static-page";
import { OFFER_HIGHLIGHTS, OFFER_TEXT as O } from "@domain/pages/offer-text";
import { useText } from "@web/lib/i18n/lang-context";
import { PageHead } from "@web/components/page-head";
import { pagePath } from "@domain/pages/page-routes";

export default function WhatHogariaOffersPage() {
  const t = useText();
  return (
    <>
      <PageHead title={useStaticPage(pagePath.queOfrece).title} />
      <ContentHero
        aside={<HighlightsCard title={t(O.highlightsTitle)} items={[...t(OFFER_HIGHLIGHTS)]} />}
        eyebrow={t(O.eyebrow)}
        title={t(O.title)}
        lead={<p>{t(O.lead)}</p>}
      >
        <Link to="/" className={buttonClasses("primary", "lg")}>
          <Search aria-hidden="true" className="size-5" />
          {t(O.searchHome)}
        </Link>
        <Link to={pagePath.precios} className={buttonClasses("outline", "lg")}>
          {t(O.agentPlans)}
        </Link>
      </ContentHero>
      <OfferOverview />
      <div className="pt-16 sm:pt-20">
        <CallUsBanner title={t(O.callTitle)}>
          <p>{t(O.callText)}</p>
        </CallUsBanner>
      </div>
    </>
  );
}
