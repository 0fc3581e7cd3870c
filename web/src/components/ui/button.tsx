import type { ComponentProps } from "react";
import { Slot } from "radix-ui";
import { LoaderCircle } from "lucide-react";
import { cn } from "@web/lib/cn";

const variants = {
  primary: "bg-primary-700 text-white shadow-sm hover:bg-primary-800 active:bg-primary-900",
  accent: "bg-accent-700 text-white shadow-sm hover:bg-accent-800",
  outline: "border border-slate-300 bg-white text-slate-800 hover:border-slate-400 hover:bg-slate-50",
  ghost: "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
  link: "text-primary-700 underline-offset-4 hover:underline",
} as const;

const sizes = {
  sm: "h-9 px-3 text-sm",
  md: "min-h-11 px-4 text-sm",
  lg: "min-h-12 px-6 text-base",
  icon: "size-11",
} as const;

export type ButtonProps = ComponentProps<"button"> & {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Render the child element (e.g. a router Link) with button styles. */
  asChild?: boolean;
  /** Working on it: a spinner before the label, and the button is disabled meanwhile. */
  busy?: boolean;
};

export function buttonClasses(variant: keyof typeof variants = "primary", size: keyof typeof sizes = "md") {
  return cn(
    "inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors",
    "disabled:cursor-not-allowed disabled:opacity-50 disabled:shadow-none",
    variants[variant],
    sizes[size],
  );
}

export function Button({
  variant = "primary",
  size = "md",
  asChild = false,
  busy = false,
  className,
  type,
  disabled,
  children,
  ...props
}: ButtonProps) {
  if (asChild) {
    return (
      <Slot.Root className={cn(buttonClasses(variant, size), className)} {...props}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button
      type={type ?? "button"}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={cn(buttonClasses(variant, size), className)}
      {...props}
    >
      {busy && <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />}
      {children}
    </button>
  );
}
