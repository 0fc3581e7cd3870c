import { LegalDocument } from "@web/features/legal/components/legal-document";
import { TERMS_SECTIONS } from "@web/features/legal/components/terms-sections";
import { useStaticPage } from "@web/lib/i18n/static-page";
import { PageHead } from "@web/components/page-head";
import { LEGAL_TEXT, LEGAL_UPDATED } from "@domain/pages/legal-text";
import { pagePath } from "@domain/pages/page-routes";

export default function TermsPage() {
  return (
    <>
      <PageHead title={useStaticPage(pagePath.terminos).title} />
      <LegalDocument
        title={LEGAL_TEXT.termsTitle}
        updated={LEGAL_UPDATED}
        intro={LEGAL_TEXT.termsIntro}
        sections={TERMS_SECTIONS}
        related={{ to: pagePath.privacidad, label: LEGAL_TEXT.privacyTitle }}
      />
    </>
  );
}
