import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { Container } from "@web/components/ui/container";
import { buttonClasses } from "@web/components/ui/button";
import { AppLayout } from "./app-layout";
import { PageHead } from "@web/components/page-head";
import { COMMON_UI_TEXT as T } from "@domain/pages/common-ui-text";
import { useLang } from "@web/lib/i18n/lang-context";

/** Unexpected errors while rendering or loading a page (e.g. a chunk that failed after a deploy). */
export function RouteError() {
  const lang = useLang();
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <AppLayout>
      <Container className="py-20 text-center">
        <PageHead title={T.errorPageTitle[lang]} />
        <h1 className="text-3xl font-semibold text-slate-900">{T.errorTitle[lang]}</h1>
        <p className="mx-auto mt-3 max-w-md text-slate-600">{T.errorText[lang]}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <button type="button" className={buttonClasses("primary", "lg")} onClick={() => window.location.reload()}>
            {T.reload[lang]}
          </button>
          <Link to="/" className={buttonClasses("outline", "lg")}>
            {T.backHome[lang]}
          </Link>
        </div>
      </Container>
    </AppLayout>
  );
}
