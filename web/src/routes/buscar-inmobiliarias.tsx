import { PagePlaceholder } from "@web/components/page-placeholder";

export default function AgenciesPage() {
  return <PagePlaceholder title="Buscar inmobiliarias" description="Encuentra inmobiliarias de confianza en la Ciudad de México." />;
}
