import { useId } from "react";
import { ArrowUpDown } from "lucide-react";
import type { Sort } from "@domain/properties/search-constants";
import { cn } from "@web/lib/cn";
import { COMMUTE_TEXT } from "@domain/transit/commute-text";

export const SORT_LABELS: Record<Sort, string> = {
  recientes: "Más recientes",
  "precio-asc": "Precio: menor a mayor",
  "precio-desc": "Precio: mayor a menor",
  "precio-m2": "Precio por m²",
  traslado: COMMUTE_TEXT.sortLabel,
};

type SortSelectProps = {
  value: Sort;
  onChange: (value: Sort) => void;
  /** The search has a destination: 'Tiempo de traslado' is offered (without one it sorts as 'Más recientes'). */
  commute: boolean;
  className?: string;
};

/** 'Ordenar por' with a native select (the most keyboard- and phone-friendly control there is). */
export function SortSelect({ value, onChange, commute, className }: SortSelectProps) {
  const sorts = (Object.keys(SORT_LABELS) as Sort[]).filter((sort) => commute || sort !== "traslado");
  const id = useId();
  return (
    <div className={cn("flex items-center gap-2", className)}>
      <label htmlFor={id} className="shrink-0 text-sm font-semibold text-slate-700">
        <ArrowUpDown aria-hidden="true" className="mr-1 inline size-4 text-slate-500" />
        Ordenar por
      </label>
      <select
        id={id}
        value={sorts.includes(value) ? value : "recientes"}
        onChange={(event) => onChange(event.target.value as Sort)}
        className="min-h-11 min-w-0 cursor-pointer rounded-lg border border-slate-300 bg-white pr-8 pl-3 text-sm font-medium text-slate-900 hover:border-slate-400 focus-visible:border-primary-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-primary-600"
      >
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </select>
    </div>
  );
}
