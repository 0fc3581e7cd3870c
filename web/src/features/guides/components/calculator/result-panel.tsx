import type { ReactNode } from "react";
import { CALCULATOR_TEXT } from "@domain/guides/calculator-text";
import { useText } from "@web/lib/i18n/lang-context";
import { cn } from "@web/lib/cn";

export type ResultRow = { label: string; value: string; detail?: string; total?: boolean };
/** Rows under a small heading (the buy and the rent side of a comparison); one group needs none. */
export type ResultGroup = { title?: string; rows: readonly ResultRow[] };

type ResultPanelProps = {
  /** What the big figure is ("Renta máxima"). */
  label: string;
  value: string;
  /** A line under the big figure. */
  detail?: ReactNode;
  groups: readonly ResultGroup[];
  /** False while a field does not read well: the figures are the last good ones. */
  upToDate: boolean;
  /** Under the figures: a link or a note. */
  children?: ReactNode;
};

/**
 * A calculator's answer on a dark jade card. The big figure and its line are a live region:
 * a screen reader says the new result as the person types.
 */
export function ResultPanel({ label, value, detail, groups, upToDate, children }: ResultPanelProps) {
  const t = useText();
  return (
    <section aria-label={t(CALCULATOR_TEXT.result)} className="on-dark rounded-2xl bg-primary-800 p-6 text-white shadow-card">
      <div role="status" aria-atomic="true">
        <p className="text-sm font-semibold text-primary-100">{label}</p>
        <p className="mt-1 text-4xl font-semibold tracking-tight">{value}</p>
        {detail && <p className="mt-2 text-primary-50">{detail}</p>}
      </div>
      {groups.map((group, i) => (
        <div key={group.title ?? i} className="mt-6">
          {group.title && <h3 className="text-sm font-semibold tracking-wide text-primary-100 uppercase">{group.title}</h3>}
          <dl className={cn("divide-y divide-white/15 border-t border-white/15", group.title && "mt-2")}>
            {group.rows.map((row) => (
              <div key={row.label} className={cn("flex items-baseline justify-between gap-4 py-3", row.total && "font-semibold")}>
                <dt className={cn(row.total ? "text-white" : "text-primary-50")}>
                  {row.label}
                  {row.detail && <span className="block text-sm font-normal text-primary-100">{row.detail}</span>}
                </dt>
                <dd className="shrink-0 text-right tabular-nums">{row.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
      {!upToDate && <p className="mt-4 rounded-lg bg-white/10 p-3 text-sm text-white">{t(CALCULATOR_TEXT.stale)}</p>}
      {children}
    </section>
  );
}
