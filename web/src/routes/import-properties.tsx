import { PagePlaceholder } from "@web/components/page-placeholder";

export default function ImportPropertiesPage() {
  return <PagePlaceholder title="Importar propiedades" description="Trae tus propiedades desde otra plataforma en pocos pasos." />;
}
