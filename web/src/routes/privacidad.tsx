import { LegalDocument } from "@web/features/legal/components/legal-document";
import { COOKIE_SUMMARY, PRIVACY_SECTIONS, PRIVACY_SIMPLIFIED } from "@web/features/legal/components/privacy-sections";
import { useStaticPage } from "@web/lib/i18n/static-page";
import { PageHead } from "@web/components/page-head";
import { LEGAL_TEXT, LEGAL_UPDATED } from "@domain/pages/legal-text";
import { pagePath } from "@domain/pages/page-routes";

export default function PrivacyPage() {
  return (
    <>
      <PageHead title={useStaticPage(pagePath.privacidad).title} />
      <LegalDocument
        title={LEGAL_TEXT.privacyTitle}
        updated={LEGAL_UPDATED}
        intro={LEGAL_TEXT.privacyIntro}
        before={[PRIVACY_SIMPLIFIED]}
        sections={PRIVACY_SECTIONS}
        after={[COOKIE_SUMMARY]}
        related={{ to: pagePath.terminos, label: LEGAL_TEXT.termsTitle }}
      />
    </>
  );
}
