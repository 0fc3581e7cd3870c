import { ServicesPage } from "@web/features/services-page/components/services-page";
import { STATIC_PAGES } from "@domain/pages/static-pages";

export default function ServicesRoute() {
  return (
    <>
      <title>{STATIC_PAGES["/servicios"].title}</title>
      <ServicesPage />
    </>
  );
}
