import { PagePlaceholder } from "@web/components/page-placeholder";

export default function ClonedPropertyPage() {
  return <PagePlaceholder title="Detalle de la propiedad" description="Fotos, precio y características de la propiedad." />;
}
