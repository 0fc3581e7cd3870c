import { PricingPage } from "@web/features/plans/components/pricing-page";
import { LazyPremiumServicesDialog } from "@web/features/premium-services/components/lazy-premium-services-dialog";
import { useStaticPage } from "@web/lib/i18n/static-page";
import { PageHead } from "@web/components/page-head";
import { pagePath } from "@domain/pages/page-routes";

export default function PricingRoute() {
  return (
    <>
      <PageHead title={useStaticPage(pagePath.precios).title} />
      <PricingPage ServicesDialog={LazyPremiumServicesDialog} />
    </>
  );
}
