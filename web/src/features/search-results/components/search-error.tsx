import { Link, useSearchParams } from "react-router";
import { CircleAlert, RotateCw } from "lucide-react";
import { ApiError } from "@web/lib/api-client";
import { SEARCH_PAGE_TEXTS } from "@domain/properties/search-page-texts";
import { paramLabel } from "@domain/properties/search-filter-texts";
import { useLang } from "@web/lib/i18n/lang-context";
import { Button, buttonClasses } from "@web/components/ui/button";
import { sectionPath, type Section } from "@domain/properties/sections";

type SearchErrorProps = { error: Error; section: Section; onRetry: () => void };

/**
 * The search failed. A bad parameter (400) shows the API's Spanish message and removes
 * just the bad parameters, or all of them; anything else offers to try again.
 */
export function SearchError({ error, section, onRetry }: SearchErrorProps) {
  const [params] = useSearchParams();
  const lang = useLang();
  const texts = SEARCH_PAGE_TEXTS[lang];
  const invalid = error instanceof ApiError && error.status === 400;
  // The API explains in Spanish; an English page says the value is not valid, naming the filter.
  const message = lang === "es" ? error.message : texts.invalidValue;

  const field =
    invalid && error.fields
      ? Object.keys(error.fields)
          .map((name) => paramLabel(name, lang))
          .find(Boolean)
      : undefined;
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
      <h2 className="mt-3 text-lg font-semibold text-slate-900">{invalid ? texts.invalidTitle : texts.failedTitle}</h2>
      <p className="mx-auto mt-1 max-w-md text-slate-700">{invalid ? (field ? `${field}: ${message}` : message) : texts.offline}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {invalid ? (
          <>
            {fixed && (
              <Link to={fixed} className={buttonClasses("primary")}>
                {texts.removeInvalid}
              </Link>
            )}
            <Link to={sectionPath(section)} className={buttonClasses(fixed ? "outline" : "primary")}>
              {texts.removeAll}
            </Link>
          </>
        ) : (
          <Button onClick={onRetry}>
            <RotateCw aria-hidden="true" className="size-4" />
            {texts.retry}
          </Button>
        )}
      </div>
    </div>
  );
}
