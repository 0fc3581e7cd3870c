import { PricingPage } from "@web/features/plans/components/pricing-page";
import { LazyPremiumServicesDialog } from "@web/features/premium-services/components/lazy-premium-services-dialog";
import { STATIC_PAGES } from "@domain/pages/static-pages";
import { PageHead } from "@web/components/page-head";

export default function PricingRoute() {
  return (
    <>
      <PageHead title={STATIC_PAGES["/precios"].title} />
      <PricingPage ServicesDialog={LazyPremiumServicesDialog} />
    </>
  );
}
