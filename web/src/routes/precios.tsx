import { PagePlaceholder } from "@web/components/page-placeholder";

export default function PricingPage() {
  return <PagePlaceholder title="Planes de Suscripción" description="Planes mensuales en pesos para publicar y destacar tus propiedades." />;
}
