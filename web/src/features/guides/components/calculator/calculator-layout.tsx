import type { FormEvent, ReactNode } from "react";
import { cn } from "@web/lib/cn";

/**
 * A calculator: its fields in a white card, its result beside them on wide screens (and kept
 * in view while the fields scroll), below them on a phone. Typing recalculates; Enter does
 * nothing more.
 */
export function CalculatorLayout({ label, fields, result }: { label: string; fields: ReactNode; result: ReactNode }) {
  const stay = (event: FormEvent) => event.preventDefault();
  return (
    <div className="mt-10 grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start lg:gap-8">
      <form noValidate aria-label={label} onSubmit={stay} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-card sm:p-6">
        {fields}
      </form>
      <div className="lg:sticky lg:top-24">{result}</div>
    </div>
  );
}

/** A group of a calculator's fields under a small heading. */
export function FieldGroup({ legend, children, className }: { legend?: string; children: ReactNode; className?: string }) {
  return (
    <fieldset className={cn("grid gap-5 sm:grid-cols-2", className)}>
      {legend && <legend className="mb-4 text-base font-semibold text-slate-900">{legend}</legend>}
      {children}
    </fieldset>
  );
}
