import { PricingPage } from "@web/features/plans/components/pricing-page";
import { LazyPremiumServicesDialog } from "@web/features/premium-services/components/lazy-premium-services-dialog";

export default function PricingRoute() {
  return (
    <>
      <title>Planes de suscripción · Hogaria</title>
      <meta
        name="description"
        content="Planes mensuales en pesos para agentes e inmobiliarias que publican en Hogaria."
      />
      <PricingPage ServicesDialog={LazyPremiumServicesDialog} />
    </>
  );
}
