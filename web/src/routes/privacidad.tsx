import { PagePlaceholder } from "@web/components/page-placeholder";

export default function PrivacyPage() {
  return <PagePlaceholder title="Aviso de privacidad" description="Cómo cuidamos y usamos tus datos personales." />;
}
