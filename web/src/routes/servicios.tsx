import { PagePlaceholder } from "@web/components/page-placeholder";

export default function ServicesPage() {
  return <PagePlaceholder title="Servicios para tu primera renta o compra" description="Renta segura, visitas, precalificación y más, con asesoría cercana." />;
}
