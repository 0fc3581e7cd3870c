import { LegalDocument } from "@web/features/legal/components/legal-document";
import { COOKIE_SUMMARY, PRIVACY_SECTIONS, PRIVACY_SIMPLIFIED } from "@web/features/legal/components/privacy-sections";
import { useStaticPage } from "@web/lib/i18n/static-page";
import { PageHead } from "@web/components/page-head";

export default function PrivacyPage() {
  return (
    <>
      <PageHead title={useStaticPage("/privacidad").title} />
      <LegalDocument
        title="Aviso de privacidad"
        updated="Última actualización: 12 de agosto de 2025"
        intro={
          <p>Tus datos te pertenecen. Aquí te explicamos qué datos personales tratamos, para qué los usamos y cómo puedes ejercer tus derechos.</p>
        }
        before={[PRIVACY_SIMPLIFIED]}
        sections={PRIVACY_SECTIONS}
        after={[COOKIE_SUMMARY]}
        related={{ to: "/terminos", label: "Términos y condiciones" }}
      />
    </>
  );
}
