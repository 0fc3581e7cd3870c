import { ServicesPage } from "@web/features/services-page/components/services-page";
import { useStaticPage } from "@web/lib/i18n/static-page";
import { PageHead } from "@web/components/page-head";
import { pagePath } from "@domain/pages/page-routes";

export default function ServicesRoute() {
  return (
    <>
      <PageHead title={useStaticPage(pagePath.servicios).title} />
      <ServicesPage />
    </>
  );
}
