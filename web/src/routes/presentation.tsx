import { PagePlaceholder } from "@web/components/page-placeholder";

export default function PresentationPage() {
  return <PagePlaceholder title="Presentación de la propiedad" description="Una presentación lista para compartir." />;
}
