import type { FactLine } from "@domain/listings/fact-lines";
import { cn } from "@web/lib/cn";

/** A listing's facts as label and value, "No indicado" quieter than a value given. */
export function FactList({ lines, label, dense = false }: { lines: readonly FactLine[]; label?: string; dense?: boolean }) {
  return (
    <dl aria-label={label} className="grid grid-cols-1 gap-x-6 text-sm sm:grid-cols-2">
      {lines.map((l) => (
        <div key={l.key} className={cn("flex items-baseline justify-between gap-4 border-b border-slate-100", dense ? "py-1.5" : "py-2.5")}>
          <dt className="text-slate-600">{l.label}</dt>
          <dd className={l.given ? "text-right font-semibold text-slate-900" : "text-right text-slate-500"}>{l.value}</dd>
        </div>
      ))}
    </dl>
  );
}
