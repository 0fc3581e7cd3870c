import { forwardRef, type ComponentProps } from "react";
import { ChevronDown } from "lucide-react";
import { cn } from "@web/lib/cn";

/** A desktop navigation button that opens a menu. */
export const NavTrigger = forwardRef<HTMLButtonElement, ComponentProps<"button">>(function NavTrigger({ className, children, ...props }, ref) {
  return (
    <button
      ref={ref}
      type="button"
      className={cn(
        "group inline-flex min-h-11 cursor-pointer items-center gap-1 rounded-lg px-3 text-sm font-semibold text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900 data-[state=open]:bg-slate-100 data-[state=open]:text-slate-900",
        className,
      )}
      {...props}
    >
      {children}
      <ChevronDown aria-hidden="true" className="size-4 text-slate-500 transition-transform group-data-[state=open]:rotate-180" />
    </button>
  );
});
