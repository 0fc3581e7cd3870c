import { Link, useSearchParams } from "react-router";
import { CircleAlert, RotateCw } from "lucide-react";
import { ApiError } from "@web/lib/api-client";
import { COMMON_MESSAGES } from "@domain/errors/common-messages";
import { Button, buttonClasses } from "@web/components/ui/button";
import { searchParamLabel } from "@domain/properties/search-filters";
import { sectionPath, type Section } from "@domain/properties/sections";

type SearchErrorProps = { error: Error; section: Section; onRetry: () => void };

/**
 * The search failed. A bad parameter (400) shows the API's Spanish message and removes
 * just the bad parameters, or all of them; anything else offers to try again.
 */
export function SearchError({ error, section, onRetry }: SearchErrorProps) {
  const [params] = useSearchParams();
  const invalid = error instanceof ApiError && error.status === 400;

  const field = invalid && error.fields ? Object.keys(error.fields).map(searchParamLabel).find(Boolean) : undefined;
  let fixed: string | null = null;
  if (invalid && error.fields && Object.keys(error.fields).length > 0) {
    const next = new URLSearchParams(params);
    for (const key of Object.keys(error.fields)) next.delete(key);
    next.delete("page");
    fixed = `${sectionPath(section)}${next.size ? `?${next}` : ""}`;
  }

  return (
    <div role="alert" className="rounded-xl border border-danger-600/30 bg-danger-50 px-6 py-10 text-center">
      <CircleAlert aria-hidden="true" className="mx-auto size-8 text-danger-700" />
      <h2 className="mt-3 text-lg font-semibold text-slate-900">
        {invalid ? "Revisa los filtros de tu búsqueda" : "No se pudieron cargar las propiedades"}
      </h2>
      <p className="mx-auto mt-1 max-w-md text-slate-700">
        {invalid ? (field ? `${field}: ${error.message}` : error.message) : COMMON_MESSAGES.offline}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {invalid ? (
          <>
            {fixed && (
              <Link to={fixed} className={buttonClasses("primary")}>
                Quitar el filtro no válido
              </Link>
            )}
            <Link to={sectionPath(section)} className={buttonClasses(fixed ? "outline" : "primary")}>
              Quitar todos los filtros
            </Link>
          </>
        ) : (
          <Button onClick={onRetry}>
            <RotateCw aria-hidden="true" className="size-4" />
            Intentar de nuevo
          </Button>
        )}
      </div>
    </div>
  );
}
