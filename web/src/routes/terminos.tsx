import { PagePlaceholder } from "@web/components/page-placeholder";

export default function TermsPage() {
  return <PagePlaceholder title="Términos y condiciones" description="Las reglas para usar Hogaria." />;
}
