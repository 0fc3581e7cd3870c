import { AgencyDirectory } from "@web/features/agency-directory/components/agency-directory";
import { useStaticPage } from "@web/lib/i18n/static-page";
import { PageHead } from "@web/components/page-head";
import { pagePath } from "@domain/pages/page-routes";

export default function AgenciesPage() {
  return (
    <>
      <PageHead title={useStaticPage(pagePath.agencies).title} />
      <AgencyDirectory />
    </>
  );
}
