import type { ReactNode } from "react";
import { cn } from "@web/lib/cn";

type DashboardSectionProps = {
  id: string;
  title: string;
  /** What the section is about, under its title. */
  intro?: ReactNode;
  /** A link or button beside the title ("Ver todas"). */
  action?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** One block of the buyer's dashboard: a titled region (found by its heading), its body below. */
export function DashboardSection({ id, title, intro, action, className, children }: DashboardSectionProps) {
  const titleId = `${id}-title`;
  return (
    <section aria-labelledby={titleId} className={cn("min-w-0", className)}>
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
        <div className="min-w-0">
          <h2 id={titleId} className="text-xl font-semibold text-slate-900">
            {title}
          </h2>
          {intro && <p className="mt-1 text-sm text-slate-600">{intro}</p>}
        </div>
        {action}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** What an empty section says, and the way forward. */
export function EmptyState({ icon, text, children }: { icon: ReactNode; text: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-slate-300 bg-slate-50 p-5 sm:flex-row sm:items-center">
      <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-white text-primary-700 shadow-sm">
        {icon}
      </span>
      <p className="flex-1 text-pretty text-slate-700">{text}</p>
      {children && <div className="flex flex-wrap gap-2">{children}</div>}
    </div>
  );
}
