import { useId, type ReactNode } from "react";
import { cn } from "@web/lib/cn";

/** A titled block of the property page, separated from the one before by a rule. */
export function DetailSection({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={cn("border-t border-slate-200 pt-8", className)}>
      <h2 id={id} className="text-xl font-semibold tracking-tight text-slate-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}
