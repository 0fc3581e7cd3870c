import { Link } from "react-router";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { cn } from "@web/lib/cn";
import { pageItems } from "../pagination";
import { searchUrl, type SearchState } from "../search-state";
import { SEARCH_PAGE_TEXTS } from "@domain/properties/search-page-texts";
import { useLang } from "@web/lib/i18n/lang-context";

const item = "inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-3 text-sm font-semibold transition-colors";

/** Numbered pages with 'Anterior' and 'Siguiente', as links (so they can be opened in a new tab). */
export function ResultsPagination({ state, pages }: { state: SearchState; pages: number }) {
  const texts = SEARCH_PAGE_TEXTS[useLang()];
  if (pages <= 1) return null;
  const current = Math.min(state.page, pages);
  const to = (page: number) => searchUrl({ ...state, page });

  return (
    <nav aria-label={texts.pagination} className="mt-10 flex items-center justify-between gap-2 sm:justify-center">
      {current > 1 ? (
        <Link to={to(current - 1)} rel="prev" className={cn(item, "gap-1 border border-slate-300 bg-white text-slate-800 hover:bg-slate-50")}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          {texts.previous}
        </Link>
      ) : (
        <span aria-disabled="true" className={cn(item, "gap-1 border border-slate-200 text-slate-400")}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          {texts.previous}
        </span>
      )}

      <p className="text-sm text-slate-600 sm:hidden">{texts.pageOf(current, pages)}</p>
      <ol className="hidden items-center gap-1 sm:flex">
        {pageItems(current, pages).map((page, i) =>
          page === "gap" ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-400">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                to={to(page)}
                aria-label={texts.page(page)}
                aria-current={page === current ? "page" : undefined}
                className={cn(item, page === current ? "bg-primary-700 text-white" : "text-slate-700 hover:bg-slate-100")}
              >
                {page}
              </Link>
            </li>
          ),
        )}
      </ol>

      {current < pages ? (
        <Link to={to(current + 1)} rel="next" className={cn(item, "gap-1 border border-slate-300 bg-white text-slate-800 hover:bg-slate-50")}>
          {texts.next}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      ) : (
        <span aria-disabled="true" className={cn(item, "gap-1 border border-slate-200 text-slate-400")}>
          {texts.next}
          <ChevronRight aria-hidden="true" className="size-4" />
        </span>
      )}
    </nav>
  );
}
