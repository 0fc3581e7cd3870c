import type { ComponentProps } from "react";
import { cn } from "@web/lib/cn";

/** A grey placeholder shaped like the content that is coming. */
export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return <div aria-hidden="true" className={cn("animate-pulse rounded-lg bg-slate-200/80", className)} {...props} />;
}
