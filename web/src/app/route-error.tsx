import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { Container } from "@web/components/ui/container";
import { buttonClasses } from "@web/components/ui/button";
import { AppLayout } from "./app-layout";
import { PageHead } from "@web/components/page-head";

/** Unexpected errors while rendering or loading a page (e.g. a chunk that failed after a deploy). */
export function RouteError() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <AppLayout>
      <Container className="py-20 text-center">
        <PageHead title="Algo salió mal · Hogaria" />
        <h1 className="text-3xl font-semibold text-slate-900">Algo salió mal</h1>
        <p className="mx-auto mt-3 max-w-md text-slate-600">No pudimos mostrar esta página. Recarga para intentarlo de nuevo o vuelve al inicio.</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <button type="button" className={buttonClasses("primary", "lg")} onClick={() => window.location.reload()}>
            Recargar
          </button>
          <Link to="/" className={buttonClasses("outline", "lg")}>
            Volver al inicio
          </Link>
        </div>
      </Container>
    </AppLayout>
  );
}
