import { ServicesPage } from "@web/features/services-page/components/services-page";
import { STATIC_PAGES } from "@domain/pages/static-pages";
import { PageHead } from "@web/components/page-head";

export default function ServicesRoute() {
  return (
    <>
      <PageHead title={STATIC_PAGES["/servicios"].title} />
      <ServicesPage />
    </>
  );
}
