import { useId } from "react";
import { ArrowUpDown } from "lucide-react";
import type { Sort } from "@domain/properties/search-constants";
import { cn } from "@web/lib/cn";
import { COMMUTE_TEXT_BY_LANG } from "@domain/transit/commute-text";
import { SEARCH_PAGE_TEXTS } from "@domain/properties/search-page-texts";
import type { Lang } from "@domain/i18n/lang";
import { useLang } from "@web/lib/i18n/lang-context";

/** The sorts' names in a language. */
export const sortLabels = (lang: Lang): Record<Sort, string> => ({
  ...SEARCH_PAGE_TEXTS[lang].sorts,
  traslado: COMMUTE_TEXT_BY_LANG[lang].sortLabel,
});

type SortSelectProps = {
  value: Sort;
  onChange: (value: Sort) => void;
  /** The search has a destination: 'Tiempo de traslado' is offered (without one it sorts as 'Más recientes'). */
  commute: boolean;
  className?: string;
};

/** 'Ordenar por' with a native select (the most keyboard- and phone-friendly control there is). */
export function SortSelect({ value, onChange, commute, className }: SortSelectProps) {
  const lang = useLang();
  const labels = sortLabels(lang);
  const sorts = (Object.keys(labels) as Sort[]).filter((sort) => commute || sort !== "traslado");
  const id = useId();
  return (
    <div className={cn("flex items-center gap-2", className)}>
      <label htmlFor={id} className="shrink-0 text-sm font-semibold text-slate-700">
        <ArrowUpDown aria-hidden="true" className="mr-1 inline size-4 text-slate-500" />
        {SEARCH_PAGE_TEXTS[lang].sortBy}
      </label>
      <select
        id={id}
        value={sorts.includes(value) ? value : "recientes"}
        onChange={(event) => onChange(event.target.value as Sort)}
        className="min-h-11 min-w-0 cursor-pointer rounded-lg border border-slate-300 bg-white pr-8 pl-3 text-sm font-medium text-slate-900 hover:border-slate-400 focus-visible:border-primary-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-primary-600"
      >
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {labels[sort]}
          </option>
        ))}
      </select>
    </div>
  );
}
