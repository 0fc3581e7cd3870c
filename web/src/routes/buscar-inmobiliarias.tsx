import { AgencyDirectory } from "@web/features/agency-directory/components/agency-directory";
import { useStaticPage } from "@web/lib/i18n/static-page";
import { PageHead } from "@web/components/page-head";

export default function AgenciesPage() {
  return (
    <>
      <PageHead title={useStaticPage("/buscar-inmobiliarias").title} />
      <AgencyDirectory />
    </>
  );
}
