import { PagePlaceholder } from "@web/components/page-placeholder";

export default function SharedPropertyPage() {
  return <PagePlaceholder title="Propiedad compartida" description="Los detalles de la propiedad que te compartieron." />;
}
