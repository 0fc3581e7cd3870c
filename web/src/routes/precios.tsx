import { PricingPage } from "@web/features/plans/components/pricing-page";
import { LazyPremiumServicesDialog } from "@web/features/premium-services/components/lazy-premium-services-dialog";
import { STATIC_PAGES } from "@domain/pages/static-pages";

export default function PricingRoute() {
  return (
    <>
      <title>{STATIC_PAGES["/precios"].title}</title>
      <PricingPage ServicesDialog={LazyPremiumServicesDialog} />
    </>
  );
}
