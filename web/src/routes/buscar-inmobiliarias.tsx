import { AgencyDirectory } from "@web/features/agency-directory/components/agency-directory";
import { STATIC_PAGES } from "@domain/pages/static-pages";

export default function AgenciesPage() {
  return (
    <>
      <title>{STATIC_PAGES["/buscar-inmobiliarias"].title}</title>
      <AgencyDirectory />
    </>
  );
}
