import { Link } from "react-router";
import { OPERATIONS } from "@domain/properties/property";
import { OPERATION_SECTION, SECTION_NAMES } from "@domain/properties/sections";
import { SEARCH_PAGE_TEXTS } from "@domain/properties/search-page-texts";
import { useText } from "@web/lib/i18n/lang-context";
import { cn } from "@web/lib/cn";
import { HAND_SET_FILTERS } from "@domain/properties/search-filters";
import { filterFields, filterPatch, searchUrl, withFilters, type SearchState } from "../search-state";

/**
 * Comprar / Rentar / Remate as links to the same search on the other route. Prices do not
 * carry over (a rent is not a sale price), nor do the filters not offered there (a credit
 * on a rental); every other filter does.
 */
export function OperationSwitch({ state, className }: { state: SearchState; className?: string }) {
  const t = useText();
  return (
    <nav aria-label={t(SEARCH_PAGE_TEXTS).operation} className={cn("flex rounded-xl bg-slate-100 p-1", className)}>
      {OPERATIONS.map((operation) => {
        const current = operation === state.operation;
        return (
          <Link
            key={operation}
            to={searchUrl(
              withFilters(state, {
                operation,
                ...filterPatch("precio", []),
                ...filterFields(
                  null,
                  HAND_SET_FILTERS.filter((f) => !f.offered(operation, state.tipo)).map((f) => f.key),
                ),
              }),
            )}
            aria-current={current ? "page" : undefined}
            className={cn(
              "flex min-h-11 flex-1 items-center justify-center rounded-lg px-4 text-sm font-semibold transition-colors",
              current ? "bg-white text-primary-800 shadow-sm" : "text-slate-600 hover:text-slate-900",
            )}
          >
            {t(SECTION_NAMES)[OPERATION_SECTION[operation]]}
          </Link>
        );
      })}
    </nav>
  );
}
