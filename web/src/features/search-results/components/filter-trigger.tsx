import type { ComponentProps } from "react";
import { ChevronDown } from "lucide-react";
import { cn } from "@web/lib/cn";

type FilterTriggerProps = ComponentProps<"button"> & {
  label: string;
  /** The chosen value, shown instead of the label. */
  summary: string | null;
  open?: boolean;
};

/** A desktop filter's button: the label, or the value when one is chosen (then in jade). */
export function FilterTrigger({ label, summary, open = false, className, ...props }: FilterTriggerProps) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={open}
      className={cn(
        "inline-flex min-h-13 cursor-pointer items-center gap-1.5 rounded-xl border px-4 text-sm font-semibold whitespace-nowrap transition-colors",
        summary
          ? "border-primary-600 bg-primary-50 text-primary-900 hover:bg-primary-100"
          : "border-slate-300 bg-white text-slate-800 hover:border-slate-400 hover:bg-slate-50",
        className,
      )}
      {...props}
    >
      {summary ?? label}
      <ChevronDown aria-hidden="true" className={cn("size-4 transition-transform", open && "rotate-180")} />
    </button>
  );
}
