import { useStaticPage } from "@web/lib/i18n/static-page";
import { PageHead } from "@web/components/page-head";
import { GuidesIndex } from "@web/features/guides/components/guides-index";
import { pagePath } from "@domain/pages/page-routes";

export default function GuidesRoute() {
  return (
    <>
      <PageHead title={useStaticPage(pagePath.guides).title} />
      <GuidesIndex />
    </>
  );
}
