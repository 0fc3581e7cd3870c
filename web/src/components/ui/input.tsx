import type { ComponentProps } from "react";
import { cn } from "@web/lib/cn";

export const inputClasses =
  "block w-full min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 transition-colors hover:border-slate-400 focus-visible:border-primary-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-primary-600 aria-[invalid=true]:border-danger-600 aria-[invalid=true]:focus-visible:outline-danger-600";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(inputClasses, className)} {...props} />;
}
