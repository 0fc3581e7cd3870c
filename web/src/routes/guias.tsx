import { STATIC_PAGES } from "@domain/pages/static-pages";
import { PageHead } from "@web/components/page-head";
import { GuidesIndex } from "@web/features/guides/components/guides-index";

export default function GuidesRoute() {
  return (
    <>
      <PageHead title={STATIC_PAGES["/guias"].title} />
      <GuidesIndex />
    </>
  );
}
