import { AgencyDirectory } from "@web/features/agency-directory/components/agency-directory";
import { STATIC_PAGES } from "@domain/pages/static-pages";
import { PageHead } from "@web/components/page-head";

export default function AgenciesPage() {
  return (
    <>
      <PageHead title={STATIC_PAGES["/buscar-inmobiliarias"].title} />
      <AgencyDirectory />
    </>
  );
}
