import { LegalDocument } from "@web/features/legal/components/legal-document";
import { TERMS_SECTIONS } from "@web/features/legal/components/terms-sections";
import { useStaticPage } from "@web/lib/i18n/static-page";
import { PageHead } from "@web/components/page-head";

export default function TermsPage() {
  return (
    <>
      <PageHead title={useStaticPage("/terminos").title} />
      <LegalDocument
        title="Términos y condiciones"
        updated="Última actualización: 12 de agosto de 2025"
        intro={
          <p>
            Lo que puedes esperar de Hogaria y lo que esperamos de ti al buscar, publicar y contratar en la plataforma. Los escribimos en lenguaje
            claro; si algo no queda claro, pregúntanos.
          </p>
        }
        sections={TERMS_SECTIONS}
        related={{ to: "/privacidad", label: "Aviso de privacidad" }}
      />
    </>
  );
}
